// The one reader of ids and page numbers in URLs: the list screens' query strings (listQuery.ts),
// the detail screens' :id, and the record the app preloads for them (src/app/routes.tsx). A module
// of its own, so the app's first download takes this function without the list-query machinery.

/** A whole number ≥ 1 written plainly ("3", not "3.0", "1e3" or "-2"), else null. */
export function parsePositiveInt(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\s*\d+\s*$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}
