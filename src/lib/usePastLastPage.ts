import { useEffect, useEffectEvent } from 'react';

/**
 * A page past the end of a paged list (an old bookmark, a shared link, fewer results now) moves to
 * the last page there is, replacing the history entry, rather than showing "nothing here" with no
 * pager to leave by. `count` is the total in the answer for this very page (the query's
 * currentData), so an older page's total never decides. Returns true while the page is past the
 * end, for a screen that shows its skeletons meanwhile.
 */
export function usePastLastPage(page: number, count: number | undefined, pageSize: number, goToPage: (last: number) => void): boolean {
  const last = count === undefined ? null : Math.max(1, Math.ceil(count / pageSize));
  const beyond = last !== null && page > last;
  const goTo = useEffectEvent(goToPage);
  useEffect(() => {
    if (beyond && last !== null) goTo(last);
  }, [beyond, last]);
  return beyond;
}
