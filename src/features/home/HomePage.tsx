import { useTranslation } from 'react-i18next';
import { DeferredSection } from '@/components/ui';
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

/** The home page: the spec's eight sections, in its order. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  return (
    <div className="home">
      <HeroSection />
      <FeaturedCarousel />
      {/* Below the first screen: rendered (and fetched) as the visitor scrolls near them. */}
      <DeferredSection minHeight={900}>
        <PartnersSection />
      </DeferredSection>
      <DeferredSection minHeight={400}>
        <TilesSection />
      </DeferredSection>
      <DeferredSection minHeight={700}>
        <CategoriesSection />
      </DeferredSection>
      <DeferredSection minHeight={600}>
        <SpotlightSection />
      </DeferredSection>
      <DeferredSection minHeight={900}>
        <OffersSection />
      </DeferredSection>
      <DeferredSection minHeight={900}>
        <NewsSection />
      </DeferredSection>
    </div>
  );
}
