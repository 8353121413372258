import { useDeferredValue, type ReactNode } from 'react';
import { isBrokenRecord, isRetryable } from '@/lib/apiFailure';
import { BackLink } from './BackLink';
import { DetailSkeleton } from './DetailSkeleton';
import { RecordFailure, type RecordFailureProps } from './RecordFailure';

/** What a detail page shows: its skeleton, its failure, or its record. */
export type DetailState = 'loading' | 'failure' | 'record';

/**
 * The record's query, as the hook returns it. A URL whose id cannot be one skips the query
 * (skipToken): nothing is asked for, nothing is loading, and the page reads as not found.
 */
export interface DetailQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface DetailBack {
  /** The screen it names (or, with toAnyScreen, where a plain Back leads with nothing behind). */
  to: string;
  label: string;
  toAnyScreen?: boolean;
  /** The link's classes, where the screen has its own look for it. */
  className?: string;
  /** The states it stands above: all three unless the screen's skeleton or failure has its own way out. */
  shownIn?: readonly DetailState[];
}

export interface DetailPageProps<T> {
  /** The page's own class, after `container page`. */
  className: string;
  back: DetailBack;
  query: DetailQuery<T>;
  /** The loading words, said by the shared skeleton; or the screen's own skeleton, which says them itself. */
  loading: string | { skeleton: ReactNode };
  /**
   * What the page says for a bad id, a failure or a missing record: its title, words and way out,
   * with a Retry where asking again may help (RecordFailure, from the query's error); or, for a
   * screen that says more, its own box.
   */
  failure: Pick<RecordFailureProps, 'title' | 'message' | 'wayOut'> | { box: ReactNode };
  /** The loaded page, given the record to show (it may be the deferred one, so it names it itself). */
  children: (record: T) => ReactNode;
}

const ALL_STATES: readonly DetailState[] = ['loading', 'failure', 'record'];

/**
 * A detail page's frame and its states in one order, for every record screen (partner, offer,
 * product, ad): Back, then the skeleton while the record loads, the failure for anything that went
 * wrong, else the record.
 */
export function DetailPage<T>({ className, back, query, loading, failure, children }: DetailPageProps<T>) {
  const { data: record, isLoading, isError } = query;
  // Rendered in React's interruptible background render, not in the store update's task (see
  // AsyncSection): the skeleton stays until the page is ready.
  const shown = useDeferredValue(record);

  let state: DetailState;
  let body: ReactNode;
  if (isLoading || (record && !shown)) {
    state = 'loading';
    body = typeof loading === 'string' ? <DetailSkeleton label={loading} /> : loading.skeleton;
  } else if (isError || !record) {
    state = 'failure';
    body = 'box' in failure ? failure.box : <QueryFailure {...failure} query={query} />;
  } else {
    state = 'record';
    body = children(shown ?? record);
  }

  return (
    <div className={`container page ${className}`} aria-busy={state === 'loading' || undefined}>
      {(back.shownIn ?? ALL_STATES).includes(state) && (
        <BackLink to={back.to} toAnyScreen={back.toAnyScreen} className={back.className ?? 'button button--ghost button--small detail-page__back'}>
          {back.label}
        </BackLink>
      )}
      {body}
    </div>
  );
}

/** RecordFailure for the query's error: a Retry where asking again may help, and the broken record's words. */
function QueryFailure({ query, ...failure }: Pick<RecordFailureProps, 'title' | 'message' | 'wayOut'> & { query: DetailQuery<unknown> }) {
  const { error, refetch } = query;
  return <RecordFailure {...failure} onRetry={isRetryable(error) ? () => void refetch() : undefined} broken={isBrokenRecord(error)} />;
}
