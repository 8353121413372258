// Arabic catalogue: its own chunk, loaded only when Arabic is chosen.
import cards from './cards.json';
import categories from './categories.json';
import common from './common.json';
import directions from './directions.json';
import home from './home.json';
import offers from './offers.json';
import offline from './offline.json';
import pages from './pages.json';
import partners from './partners.json';
import products from './products.json';
import register from './register.json';
import saved from './saved.json';
import search from './search.json';
import ui from './ui.json';

// offline: the line a screen drawn from the worker's cache shows, and (read only by the build,
// scripts/language-files.cjs) the offline page's and the manifest's words.
export const ar = { common, ui, cards, home, partners, products, offers, categories, register, search, pages, saved, directions, offline } as const;
