// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/search.json';
import { registerCatalogue } from '@/lib/i18n';
import { startSearchCalls } from './searchCalls';

registerCatalogue('search', catalogue);

export { SearchPage } from './SearchPage';
/** What the boot starts before the first render of an address with a query (src/app/routes.tsx). */
export const screenCalls = { SearchPage: startSearchCalls };
