// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/offers.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('offers', catalogue);

export { OffersPage } from './OffersPage';
export { OfferDetailPage } from './OfferDetailPage';
export { routeData, routePaths } from './routeData';
