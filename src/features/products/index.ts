// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/products.json';
import { registerCatalogue } from '@/lib/i18n';
import { startProductsCalls } from './productsCalls';

registerCatalogue('products', catalogue);

export { ProductPage } from './ProductPage';
export { ProductsPage } from './ProductsPage';
/** What the boot starts before the first render of an address with a query (src/app/routes.tsx). */
export const screenCalls = { ProductsPage: startProductsCalls };
