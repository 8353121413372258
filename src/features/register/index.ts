// The route chunk's entry: it brings this screen's English texts with it.
import catalogue from '@/locales/en/register.json';
import { registerCatalogue } from '@/lib/i18n';

registerCatalogue('register', catalogue);

export { RegisterPage } from './RegisterPage';
