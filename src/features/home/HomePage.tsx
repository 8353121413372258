import { useTranslation } from 'react-i18next';
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
      <PartnersSection />
      <TilesSection />
      <CategoriesSection />
      <SpotlightSection />
      <OffersSection />
      <NewsSection />
    </div>
  );
}
