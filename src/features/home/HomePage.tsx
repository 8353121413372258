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
 * until it nears the viewport (content-visibility: auto). Meanwhile it holds about its drawn block
 * size, per width (home.css, `home-offscreen--${name}`), so the page's length is true from the
 * start and the scrollbar barely moves when a section is drawn. Each section is fed on its own, so
 * each may fail on its own: a render error stays inside its boundary. On a published page React
 * adopts it only as the visitor nears it (HydrateWhenNear); memoised, so the page's own redraws
 * never reach a section still waiting.
 */
const OffscreenSection = memo(function OffscreenSection({ name, Section }: { name: string; Section: ComponentType }) {
  return (
    <HydrateWhenNear className={`home-offscreen home-offscreen--${name}`}>
      <ErrorBoundary>
        <Section />
      </ErrorBoundary>
    </HydrateWhenNear>
  );
});

/** The sections below the first screen, in the spec's order, each named for the block size it holds until drawn (home.css). */
const OFFSCREEN_SECTIONS = [
  { name: 'partners', Section: PartnersSection },
  { name: 'tiles', Section: TilesSection },
  { name: 'categories', Section: CategoriesSection },
  { name: 'spotlight', Section: SpotlightSection },
  { name: 'offers', Section: OffersSection },
  { name: 'news', Section: NewsSection },
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
      {OFFSCREEN_SECTIONS.map(({ name, Section }) => (
        <OffscreenSection key={name} name={name} Section={Section} />
      ))}
    </div>
  );
}
