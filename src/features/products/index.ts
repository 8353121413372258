// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/products.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('products', catalogue);

export { ProductPage } from './ProductPage';
export { ProductsPage } from './ProductsPage';
export { routeData, routePaths } from './routeData';
