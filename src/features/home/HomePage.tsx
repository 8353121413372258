import { useTranslation } from 'react-i18next';
import { DeferredSection, ErrorBoundary } from '@/components/ui';
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

/** The home page: the spec's eight sections, in its order; each fed on its own, so each may fail on its own. */
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
      {/* Below the first screen: rendered (and fetched) as the visitor scrolls near them. */}
      <DeferredSection minHeight={900}>
        <ErrorBoundary>
          <PartnersSection />
        </ErrorBoundary>
      </DeferredSection>
      <DeferredSection minHeight={400}>
        <ErrorBoundary>
          <TilesSection />
        </ErrorBoundary>
      </DeferredSection>
      <DeferredSection minHeight={700}>
        <ErrorBoundary>
          <CategoriesSection />
        </ErrorBoundary>
      </DeferredSection>
      <DeferredSection minHeight={600}>
        <ErrorBoundary>
          <SpotlightSection />
        </ErrorBoundary>
      </DeferredSection>
      <DeferredSection minHeight={900}>
        <ErrorBoundary>
          <OffersSection />
        </ErrorBoundary>
      </DeferredSection>
      <DeferredSection minHeight={900}>
        <ErrorBoundary>
          <NewsSection />
        </ErrorBoundary>
      </DeferredSection>
    </div>
  );
}
