// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/home.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('home', catalogue);

export { HomePage } from './HomePage';
export { routeData } from './routeData';
