// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/partners.json';
import { registerCatalogue } from '@/lib/i18n';
import { startPartnersCalls } from './partnersCalls';

registerCatalogue('partners', catalogue);

export { PartnersPage } from './PartnersPage';
export { PartnerDetailPage } from './PartnerDetailPage';
/** What the boot starts before the first render of an address with a query (src/app/routes.tsx). */
export const screenCalls = { PartnersPage: startPartnersCalls };
