import { NONE, choiceField, defineListQuery, flagField, idField, pageField, textField, urlOnlyListState } from './listQuery';
import { parsePositiveInt } from './positiveInt';

describe('parsePositiveInt: the one reader of ids and pages in URLs', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', NONE],
    ['-2', NONE],
    ['2.5', NONE],
    ['1e3', NONE],
    ['abc', NONE],
    ['', NONE],
    ['99999999999999999999', NONE],
    [null, NONE],
    [undefined, NONE],
  ])('reads %p as %p', (raw, expected) => {
    expect(parsePositiveInt(raw)).toBe(expected);
  });
});

describe('defineListQuery: a screen declares key → parser → default once', () => {
  const list = defineListQuery({
    q: textField,
    category: idField,
    open_now: flagField,
    page: pageField,
    view: choiceField(['grid', 'list'], { resetsPage: false }),
  });

  it('reads each key with its parser, and anything unreadable as its default', () => {
    expect(list.parse(new URLSearchParams('q=%20tea%20&category=4&open_now=true&page=2&view=list'))).toEqual({
      q: 'tea',
      category: 4,
      open_now: true,
      page: 2,
      view: 'list',
    });
    expect(list.parse(new URLSearchParams('category=x&open_now=yes&page=0&view=table'))).toEqual(list.defaults);
  });

  it('writes only what differs from the defaults', () => {
    expect(list.toUrl(list.defaults)).toEqual({});
    expect(list.toUrl({ ...list.defaults, open_now: true, page: 3 })).toEqual({ open_now: true, page: 3 });
  });

  it('with a prefix, reads and writes its own keys inside a page that has others', () => {
    const products = defineListQuery({ page: pageField, q: textField }, { prefix: 'products_' });
    const params = new URLSearchParams('tab=hours&page=9&products_page=3&products_q=%20honey%20');
    // `page` belongs to the page around the list, not to it.
    expect(products.parse(params)).toEqual({ page: 3, q: 'honey' });
    expect(products.merge({ page: 2, q: '' }, params).toString()).toBe('tab=hours&page=9&products_page=2');
    expect(products.merge(products.defaults, params).toString()).toBe('tab=hours&page=9');
    // A new search starts the list again at its first page, and the other keys stay.
    const searched = products.apply(products.parse(params), { q: 'dates' });
    expect(products.merge(searched, params).toString()).toBe('tab=hours&page=9&products_q=dates');
  });

  it('binds a URL-only list to its path: the link of a state leaves the defaults out', () => {
    const products = defineListQuery({ q: textField, page: pageField });
    const seen: unknown[] = [];
    const binding = urlOnlyListState(products, (url) => {
      seen.push(url);
      return `/products${url.q ? `?q=${url.q}` : ''}`;
    });
    expect(binding.query).toBe(products);
    expect(binding.href({ q: 'honey', page: 1 })).toBe('/products?q=honey');
    expect(seen).toEqual([{ q: 'honey' }]);
  });

  it('compares states key by key', () => {
    expect(list.same(list.defaults, { ...list.defaults })).toBe(true);
    expect(list.same(list.defaults, { ...list.defaults, open_now: true })).toBe(false);
  });
});

describe('textField: the search text of a list URL', () => {
  // openapi.yaml caps every `search` parameter at 200 characters and answers a longer one with 400:
  // a bookmarked or hand-made over-long ?q= must still search instead of failing.
  it('reads an over-long q clipped to the contract’s 200 characters', () => {
    const list = defineListQuery({ q: textField });
    expect(list.parse(new URLSearchParams({ q: 'قهوة '.repeat(60) })).q).toBe('قهوة '.repeat(40).trim());
    expect(list.parse(new URLSearchParams({ q: `  ${'x'.repeat(250)}  ` })).q).toBe('x'.repeat(200));
  });

  it('keeps a q of exactly 200 characters whole', () => {
    expect(textField.parse('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('never cuts a character in half at the limit', () => {
    expect(textField.parse(`${'x'.repeat(199)}😀`)).toBe('x'.repeat(199));
  });
});
