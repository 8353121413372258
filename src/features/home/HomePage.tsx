import { memo, type ComponentType } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { ErrorBoundary, HydrateWhenNear } from '@/components/ui';
import { paths } from '@/config/paths';
import { serializeJsonLd, useJsonLd } from '@/lib/jsonLd';
import { usePageUrl } from '@/lib/site';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FeaturedCarousel } from './carousel/FeaturedCarousel';
import { CategoriesSection } from './CategoriesSection';
import { HeroSection } from './HeroSection';
import { NewsSection } from './NewsSection';
import { OffersSection } from './OffersSection';
import { PartnersSection } from './PartnersSection';
import { SpotlightSection } from './SpotlightSection';
import { TilesSection } from './TilesSection';
import { websiteJsonLd } from './websiteJsonLd';
import './home.css';

/**
 * A section below the first screen: in the DOM from the first render (headings, lists, links reach
 * screen readers, find-in-page and crawlers), but the browser skips its style, layout and paint
 * until it nears the viewport (content-visibility: auto). `size` is the block size kept meanwhile,
 * so the scrollbar barely moves when the real size is known. Each section is fed on its own, so
 * each may fail on its own: a render error stays inside its boundary. On a published page React
 * adopts it only as the visitor nears it (HydrateWhenNear); memoised, so the page's own redraws
 * never reach a section still waiting.
 */
const OffscreenSection = memo(function OffscreenSection({ size, Section }: { size: number; Section: ComponentType }) {
  return (
    <HydrateWhenNear className="home-offscreen" style={{ containIntrinsicSize: `auto ${size}px` }}>
      <ErrorBoundary>
        <Section />
      </ErrorBoundary>
    </HydrateWhenNear>
  );
});

/** The sections below the first screen, in the spec's order, each with the block size it keeps until painted. */
const OFFSCREEN_SECTIONS = [
  { key: 'partners', Section: PartnersSection, size: 900 },
  { key: 'tiles', Section: TilesSection, size: 400 },
  { key: 'categories', Section: CategoriesSection, size: 700 },
  { key: 'spotlight', Section: SpotlightSection, size: 600 },
  { key: 'offers', Section: OffersSection, size: 900 },
  { key: 'news', Section: NewsSection, size: 900 },
];

/** The site as schema.org's WebSite, with its search as a SearchAction, in the page's language. */
function useWebsiteJsonLd(name: string) {
  // This page is the site's home in its language: https://dalil.om/ or https://dalil.om/ar.
  const url = usePageUrl();
  useJsonLd(serializeJsonLd(websiteJsonLd(name, url, `${url.replace(/\/$/, '')}${paths.search.getHref()}`)), 'website');
}

/** The home page: the spec's eight sections, in its order, all rendered and fetched at once. */
export function HomePage() {
  const { t, i18n } = useTranslation('home');
  useDocumentTitle(t('title'));
  // The site's name, from the common texts (i18n.t), as the title's "· Dalil".
  useWebsiteJsonLd(i18n.t('brand.name'));
  return (
    <div className="home">
      <ErrorBoundary>
        <HeroSection />
      </ErrorBoundary>
      <ErrorBoundary>
        <FeaturedCarousel />
      </ErrorBoundary>
      {OFFSCREEN_SECTIONS.map(({ key, Section, size }) => (
        <OffscreenSection key={key} size={size} Section={Section} />
      ))}
    </div>
  );
}
