// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/offers.json';
import { registerCatalogue } from '@/lib/i18n';
import { startOffersCalls } from './offersCalls';

registerCatalogue('offers', catalogue);

export { OffersPage } from './OffersPage';
export { OfferDetailPage } from './OfferDetailPage';
/** What the boot starts before the first render of an address with a query (src/app/routes.tsx). */
export const screenCalls = { OffersPage: startOffersCalls };
