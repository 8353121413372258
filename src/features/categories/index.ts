// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/categories.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('categories', catalogue);

export { CategoriesPage } from './CategoriesPage';
export { routeData, routePaths } from './routeData';
