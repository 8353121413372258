// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/pages.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('pages', catalogue);

export { AdDetailPage } from './AdDetailPage';
export { routeData, routePaths } from './routeData';
