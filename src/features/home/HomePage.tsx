import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FeaturedCarousel } from './carousel/FeaturedCarousel';
import { CategoriesSection } from './CategoriesSection';
import { HeroSection } from './HeroSection';
import { NewsSection } from './NewsSection';
import { OffersSection } from './OffersSection';
import { PartnersSection } from './PartnersSection';
import { SpotlightSection } from './SpotlightSection';
import { TilesSection } from './TilesSection';
import './home.css';

/**
 * A section below the first screen: in the DOM from the first render (headings, lists, links reach
 * screen readers, find-in-page and crawlers), but the browser skips its style, layout and paint
 * until it nears the viewport (content-visibility: auto). `size` is the block size kept meanwhile,
 * so the scrollbar barely moves when the real size is known. Each section is fed on its own, so
 * each may fail on its own: a render error stays inside its boundary.
 */
function OffscreenSection({ size, children }: { size: number; children: ReactNode }) {
  return (
    <div className="home-offscreen" style={{ containIntrinsicSize: `auto ${size}px` }}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </div>
  );
}

/** The home page: the spec's eight sections, in its order, all rendered and fetched at once. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  return (
    <div className="home">
      <ErrorBoundary>
        <HeroSection />
      </ErrorBoundary>
      <ErrorBoundary>
        <FeaturedCarousel />
      </ErrorBoundary>
      <OffscreenSection size={900}>
        <PartnersSection />
      </OffscreenSection>
      <OffscreenSection size={400}>
        <TilesSection />
      </OffscreenSection>
      <OffscreenSection size={700}>
        <CategoriesSection />
      </OffscreenSection>
      <OffscreenSection size={600}>
        <SpotlightSection />
      </OffscreenSection>
      <OffscreenSection size={900}>
        <OffersSection />
      </OffscreenSection>
      <OffscreenSection size={900}>
        <NewsSection />
      </OffscreenSection>
    </div>
  );
}
