// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/pages.json';
import { registerCatalogue } from '@/lib/i18n';
import { noRouteData } from '@/store';

registerCatalogue('pages', catalogue);

export { AboutPage } from './AboutPage';
export { ContactPage } from './ContactPage';
export { NotFoundPage } from './NotFoundPage';
export { PrivacyPage } from './PrivacyPage';
/** Pages of fixed text: no call. */
export const routeData = { AboutPage: noRouteData, ContactPage: noRouteData, PrivacyPage: noRouteData, NotFoundPage: noRouteData };
