/**
 * The page numbers a pager shows: at most `maxButtons`, sliding with the current page so it sits
 * in the middle when it can, clamped at both ends (page 1 of 20 → 1..5, page 10 → 8..12,
 * page 20 → 16..20). Out-of-range input is clamped rather than trusted: a hand-edited URL such
 * as ?page=999 still gets a sensible window.
 */
export function pageWindow(current: number, pageCount: number, maxButtons = 5): number[] {
  const total = Math.max(0, Math.floor(pageCount));
  const size = Math.max(1, Math.floor(maxButtons));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const length = Math.min(size, total);
  const first = Math.min(Math.max(1, page - Math.floor((length - 1) / 2)), total - length + 1);
  return Array.from({ length }, (_, index) => first + index);
}
