// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/search.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('search', catalogue);

export { SearchPage } from './SearchPage';
export { routeData } from './routeData';
