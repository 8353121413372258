// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/saved.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('saved', catalogue);

export { SavedPage } from './SavedPage';
