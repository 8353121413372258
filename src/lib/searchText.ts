// How long a search text may be. openapi.yaml caps every `search` parameter (CompanySearch,
// OfferSearch, CategorySearch and get_products' search) at maxLength 200, and a host answers a longer
// one with 400; so the app never sends more, whether the text was typed or came in a URL.

/** The contract's maxLength for `search` (openapi.yaml); searchText.test.ts holds the two together. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * The text cut to SEARCH_TEXT_MAX_LENGTH UTF-16 units, the unit of an input's maxLength. The
 * contract counts characters (code points), never more than units, so the cut text always fits.
 * A cut never splits a surrogate pair: the lone half would reach the server as U+FFFD.
 */
export function clipSearchText(text: string): string {
  if (text.length <= SEARCH_TEXT_MAX_LENGTH) return text;
  const lastUnit = text.charCodeAt(SEARCH_TEXT_MAX_LENGTH - 1);
  const end = lastUnit >= 0xd800 && lastUnit <= 0xdbff ? SEARCH_TEXT_MAX_LENGTH - 1 : SEARCH_TEXT_MAX_LENGTH;
  // A cut that lands after a space leaves it trailing, and search text is trimmed everywhere else.
  return text.slice(0, end).trimEnd();
}
