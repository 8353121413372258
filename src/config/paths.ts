// Every route path in one place; links are built with getHref so no URL string is typed twice.
type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  partners: { path: '/partners', getHref: (query?: Query) => withQuery('/partners', query) },
  partner: { path: '/partners/:id', getHref: (id: number | string) => `/partners/${id}` },
  offers: { path: '/offers', getHref: (query?: Query) => withQuery('/offers', query) },
  offer: { path: '/offers/:id', getHref: (id: number | string) => `/offers/${id}` },
  categories: { path: '/categories', getHref: (query?: Query) => withQuery('/categories', query) },
  category: { path: '/categories/:id', getHref: (id: number | string) => `/categories/${id}` },
  register: { path: '/register', getHref: () => '/register' },
  join: { path: '/join', getHref: () => '/join' },
  search: { path: '/search', getHref: (q?: string) => withQuery('/search', { q }) },
  product: { path: '/products/:id', getHref: (id: number | string) => `/products/${id}` },
  saved: { path: '/saved', getHref: () => '/saved' },
  ad: { path: '/ads/:id', getHref: (id: number | string) => `/ads/${id}` },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
} as const;
