import { companiesPageArgs, partnersHref, partnersQuery } from './partnersUrl';

const parse = (search: string) => partnersQuery.parse(new URLSearchParams(search));

describe('the partners URL', () => {
  it('reads filter, category, q, page and view', () => {
    expect(parse('filter=locally_made&category=3&q=%20cafe%20&page=2&view=list')).toEqual({
      ...partnersQuery.defaults,
      filter: 'locally_made',
      category: 3,
      q: 'cafe',
      page: 2,
      view: 'list',
    });
    expect(parse('filter=family_business').filter).toBe('family_business');
  });

  it('falls back to defaults for values it does not understand', () => {
    expect(parse('filter=cheap&category=xyz&page=abc&view=table')).toEqual(partnersQuery.defaults);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('category=0').category).toBeNull();
    expect(parse('category=1e3').category).toBeNull();
  });

  it('leaves defaults out of the links it builds, so the plain list is plain /partners', () => {
    expect(partnersHref(parse(''))).toBe('/partners');
    expect(partnersHref({ ...partnersQuery.defaults, filter: 'locally_made', category: 3, q: 'karak tea', page: 2, view: 'list' })).toBe(
      '/partners?filter=locally_made&category=3&q=karak+tea&page=2&view=list',
    );
    expect(partnersHref(partnersQuery.defaults)).toBe('/partners');
  });

  it('asks the server for one page of 20 with the filters applied', () => {
    expect(companiesPageArgs(parse('filter=locally_made&category=3&q=cafe&page=3'))).toEqual({
      o: 40,
      l: 20,
      search: 'cafe',
      category: 3,
      family: undefined,
      locallyMade: true,
    });
    expect(companiesPageArgs(parse('filter=family_business'))).toMatchObject({ o: 0, l: 20, family: true, locallyMade: undefined });
  });

  it('starts a narrowed list again at page 1, keeps the page for a view switch, and Clear All keeps the view', () => {
    const onPage3 = parse('filter=locally_made&q=tea&page=3&view=list');
    expect(partnersQuery.apply(onPage3, { category: 7 })).toMatchObject({ category: 7, page: 1 });
    expect(partnersQuery.apply(onPage3, { view: 'grid' })).toMatchObject({ view: 'grid', page: 3 });
    expect(partnersQuery.apply(onPage3, { page: 2 }).page).toBe(2);
    expect(partnersQuery.narrowed(onPage3)).toBe(true);
    expect(partnersQuery.narrowed(parse('page=3&view=list'))).toBe(false);
    expect(partnersQuery.cleared(onPage3)).toEqual({ ...partnersQuery.defaults, view: 'list' });
  });
});
