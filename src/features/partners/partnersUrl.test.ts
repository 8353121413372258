import { companiesPageArgs, parsePartnersQuery, partnersHref } from './partnersUrl';
import { filtersFromQuery, filtersToQuery, initialPartnersFilter } from './partnersFilterSlice';

const parse = (search: string) => parsePartnersQuery(new URLSearchParams(search));

describe('the partners URL', () => {
  it('reads filter, category, q, page and view', () => {
    expect(parse('filter=locally_made&category=3&q=%20cafe%20&page=2&view=list')).toEqual({
      businessType: 'locally_made',
      category: 3,
      q: 'cafe',
      page: 2,
      view: 'list',
    });
    expect(parse('filter=family_business').businessType).toBe('family_business');
  });

  it('falls back to defaults for values it does not understand', () => {
    expect(parse('filter=cheap&category=xyz&page=abc&view=table')).toEqual({
      businessType: 'all',
      category: null,
      q: '',
      page: 1,
      view: 'grid',
    });
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('category=0').category).toBeNull();
    expect(parse('category=1e3').category).toBeNull();
  });

  it('leaves defaults out of the links it builds, so the plain list is plain /partners', () => {
    expect(partnersHref(parse(''))).toBe('/partners');
    expect(partnersHref({ businessType: 'locally_made', category: 3, q: 'karak tea', page: 2, view: 'list' })).toBe(
      '/partners?filter=locally_made&category=3&q=karak+tea&page=2&view=list',
    );
    expect(partnersHref({ businessType: 'all', category: null, q: '', page: 1, view: 'grid' })).toBe('/partners');
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

  it('maps to and from the spec’s companies filter (familyBusiness, locallyMade, category, search)', () => {
    expect(filtersFromQuery(parse('filter=family_business&category=7&q=halwa'))).toEqual({
      familyBusiness: true,
      locallyMade: false,
      category: '7',
      search: 'halwa',
    });
    expect(filtersFromQuery(parse(''))).toEqual(initialPartnersFilter);
    expect(filtersToQuery({ familyBusiness: false, locallyMade: true, category: '3', search: ' x ' }, 'list')).toEqual({
      businessType: 'locally_made',
      category: 3,
      q: 'x',
      page: 1,
      view: 'list',
    });
    expect(filtersToQuery({ ...initialPartnersFilter, category: 'abc' }).category).toBeNull();
  });
});
