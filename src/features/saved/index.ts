// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/saved.json';
import { registerCatalogue } from '@/lib/i18n';
import { noRouteData } from '@/store';

registerCatalogue('saved', catalogue);

export { SavedPage } from './SavedPage';
/** Saved places are the visitor's own (browser storage): the page asks for each once it is in the browser. */
export const routeData = { SavedPage: noRouteData };
