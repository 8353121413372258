// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/partners.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('partners', catalogue);

export { PartnersPage } from './PartnersPage';
export { PartnerDetailPage } from './PartnerDetailPage';
export { routeData, routePaths } from './routeData';
