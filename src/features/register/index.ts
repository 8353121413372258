// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/register.json';
import { registerCatalogue } from '@/lib/i18n';
import { noRouteData } from '@/store';

registerCatalogue('register', catalogue);

export { RegisterPage } from './RegisterPage';
/** The form asks the API for nothing until it is sent. */
export const routeData = { RegisterPage: noRouteData };
