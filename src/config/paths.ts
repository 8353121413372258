// Every route path in one place; links are built with getHref so no URL string is typed twice.
type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * Each list screen's query keys, added by the screen from its list-query definition
 * (`declare module '@/config/paths'`), so a link built anywhere, even in another feature,
 * is checked against the keys the screen reads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the screens
export interface ListQueries {}
type QueryOf<K extends string> = K extends keyof ListQueries ? ListQueries[K] : never;

export function withQuery(path: string, query?: object): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  partners: { path: '/partners', getHref: (query?: QueryOf<'partners'>) => withQuery('/partners', query) },
  partner: { path: '/partners/:id', getHref: (id: number | string) => `/partners/${id}` },
  offers: { path: '/offers', getHref: (query?: QueryOf<'offers'>) => withQuery('/offers', query) },
  offer: { path: '/offers/:id', getHref: (id: number | string) => `/offers/${id}` },
  products: { path: '/products', getHref: (query?: QueryOf<'products'>) => withQuery('/products', query) },
  product: { path: '/products/:id', getHref: (id: number | string) => `/products/${id}` },
  categories: { path: '/categories', getHref: (query?: QueryOf<'categories'>) => withQuery('/categories', query) },
  category: {
    path: '/categories/:id',
    getHref: (id: number | string, query?: QueryOf<'categories'>) => withQuery(`/categories/${id}`, query),
  },
  register: { path: '/register', getHref: () => '/register' },
  join: { path: '/join', getHref: () => '/join' },
  search: { path: '/search', getHref: (q?: string) => withQuery('/search', { q } satisfies QueryOf<'search'>) },
  saved: { path: '/saved', getHref: () => '/saved' },
  ad: { path: '/ads/:id', getHref: (id: number | string) => `/ads/${id}` },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
} as const;
