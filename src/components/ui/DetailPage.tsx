import { useDeferredValue, type ReactNode } from 'react';
import { BackLink } from './BackLink';
import { DetailSkeleton } from './DetailSkeleton';
import { RecordFailure, type RecordFailureProps } from './RecordFailure';

export interface DetailPageProps<T> {
  /** The page's own class, after `container page`. */
  className: string;
  /** Back: the screen it names (or, with toAnyScreen, where a plain Back leads with nothing behind), and its words. */
  back: { to: string; label: string; toAnyScreen?: boolean };
  /**
   * The record's query, as the hook returns it. A URL whose id cannot be one skips the query:
   * nothing is asked for, nothing is loading, and the page reads as not found.
   */
  query: { data?: T; isLoading: boolean; isError: boolean };
  loadingLabel: string;
  /**
   * What the page says for a bad id, a failure or a missing record: its way out, and a Retry where
   * asking again may help (RecordFailure).
   */
  notFound: RecordFailureProps;
  /** The loaded page, given the record to show (it may be the deferred one, so it names it itself). */
  children: (record: T) => ReactNode;
}

/**
 * A detail page's frame and its states in one order: Back, then the skeleton while the record
 * loads, not found for anything that went wrong, else the record.
 */
export function DetailPage<T>({ className, back, query, loadingLabel, notFound, children }: DetailPageProps<T>) {
  const { data: record, isLoading, isError } = query;
  // Rendered in React's interruptible background render, not in the store update's task (see
  // AsyncSection): the skeleton stays until the page is ready.
  const shown = useDeferredValue(record);

  let body;
  if (isLoading || (record && !shown)) {
    body = <DetailSkeleton label={loadingLabel} />;
  } else if (isError || !record) {
    body = <RecordFailure {...notFound} />;
  } else {
    body = children(shown ?? record);
  }

  return (
    <div className={`container page ${className}`}>
      <BackLink to={back.to} toAnyScreen={back.toAnyScreen} className="button button--ghost button--small detail-page__back">
        {back.label}
      </BackLink>
      {body}
    </div>
  );
}
