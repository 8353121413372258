import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { ErrorBox } from './ErrorBox';

/** The part of an RTK Query result the four states need; pass the hook's result as it is. */
export interface AsyncQuery<T> {
  /** The latest answer, for these arguments or the last ones (RTK Query keeps it while the next loads). */
  data?: T;
  /** The answer for the current arguments only: undefined while the next page or search loads. */
  currentData?: T;
  isLoading: boolean;
  isFetching?: boolean;
  /** True when the current arguments' call failed (not while it is asked again). */
  isError?: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface AsyncSectionProps<T> {
  query: AsyncQuery<T>;
  /** Skeletons shaped like the data, shown until the first answer. */
  loading: ReactNode;
  /**
   * The list's own sentence for a network or CORS failure (docs/product.md §8), where it has one;
   * any other failure is put in words by the error box.
   */
  networkMessage?: string;
  errorTitle?: string;
  headingLevel?: 2 | 3;
  /**
   * A quiet note instead of the error box, for a section whose failure must not alarm (a map
   * below a list that loaded, docs/product.md §4's failed search side).
   */
  failed?: ReactNode;
  /**
   * True when the answer has nothing to show; then `empty` (a message and a way out) is shown.
   * By default an answer is empty when it is a list, or a page of the API's `{ results }`, with no items.
   */
  isEmpty?: (data: T) => boolean;
  empty: ReactNode;
  /**
   * The title when every record of the answer broke the contract and none is left to show (issue
   * 34: a page's `rejected`); 'None of these could be shown' by default. Said instead of `empty`.
   */
  notShownTitle?: string;
  /**
   * The data's view. `behind` is true while it shows an older answer than the one asked for: the
   * next page or search is still loading (the older page stays on screen instead of skeletons), or
   * the newer answer is still rendering in the background. A list then marks itself aria-busy, so
   * neither a screen reader nor a test reads the previous page as the new one, and takes the one
   * look of an older page (BEHIND_CLASS: dimmed, not clickable).
   */
  children: (data: T, behind: boolean) => ReactNode;
}

/**
 * The four states of everything that loads, in the one order of docs/architecture.md: loading (skeletons),
 * error (message + Retry), empty (message + a way out), then the data. Checking loading first
 * means a Retry shows skeletons again instead of the old error.
 */
export function AsyncSection<T>({
  query,
  loading,
  networkMessage,
  errorTitle,
  headingLevel = 3,
  failed,
  isEmpty = hasNoItems,
  empty,
  notShownTitle,
  children,
}: AsyncSectionProps<T>) {
  // An answer reaches React through the store, and a store update renders synchronously: a list's
  // cards were one 300-700 ms task at 4x CPU (trace of / and /partners). The deferred copy lets the
  // skeletons stay for one more frame while React renders the cards in an interruptible background
  // render that yields to input and paint every few ms. On a revisit the cached answer is shown at
  // once (no initial value is given, so a first render never defers).
  const data = useDeferredValue(query.data);
  if (query.isLoading) return <>{loading}</>;
  if (query.isError ?? query.error !== undefined) {
    if (failed !== undefined) return <>{failed}</>;
    return (
      <ErrorBox
        title={errorTitle}
        error={query.error}
        networkMessage={networkMessage}
        onRetry={() => void query.refetch()}
        headingLevel={headingLevel}
      />
    );
  }
  // No answer and no error yet (a query not started): still waiting, not empty.
  if (data === undefined) return <>{loading}</>;
  if (isEmpty(data)) {
    if (!(Number((data as { rejected?: number } | null)?.rejected) > 0)) return <>{empty}</>;
    return <NotShown title={notShownTitle} onRetry={() => void query.refetch()} headingLevel={headingLevel} />;
  }
  const nextLoading = query.isFetching === true && query.currentData === undefined;
  return <>{children(data, data !== query.data || nextLoading)}</>;
}

/** The one look of a list showing its older page while the next loads (ui.css): dimmed, not clickable. */
export const BEHIND_CLASS = 'list-behind';

/** A list's class with the older-page look added while `behind`. */
export function behindClass(className: string, behind: boolean): string {
  return behind ? `${className} ${BEHIND_CLASS}` : className;
}

/** Every record of the answer broke the contract: an error that says so, with a Retry. */
function NotShown({ title, onRetry, headingLevel }: { title?: string; onRetry: () => void; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('ui');
  return <ErrorBox title={title ?? t('notShown.listTitle')} message={t('notShown.list')} onRetry={onRetry} headingLevel={headingLevel} />;
}

/** The usual emptiness: a list with no items, or a page of the API's `{ results }` with none. */
export function hasNoItems(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const results = (data as { results?: unknown } | null | undefined)?.results;
  return Array.isArray(results) && results.length === 0;
}
