// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/categories.json';
import { registerCatalogue } from '@/lib/i18n';
import { startCategoriesCalls } from './categoriesCalls';

registerCatalogue('categories', catalogue);

export { CategoriesPage } from './CategoriesPage';
/** What the boot starts before the first render of an address with a query (src/app/routes.tsx). */
export const screenCalls = { CategoriesPage: startCategoriesCalls };
