// English catalogue: bundled with the app (it is the fallback language).
import categories from './categories.json';
import common from './common.json';
import home from './home.json';
import offers from './offers.json';
import pages from './pages.json';
import partners from './partners.json';
import register from './register.json';
import search from './search.json';

export const en = { common, home, partners, offers, categories, register, search, pages } as const;
