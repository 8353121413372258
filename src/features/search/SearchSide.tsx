import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeletons, type CardKind } from '@/components/cards';
import { Icon } from '@/components/Icon';
import { CardList } from '@/components/ui/CardList';

/** What a side needs of its RTK Query result. */
export interface SideQuery<T> {
  isFetching: boolean;
  error?: unknown;
  data?: { results: T[]; count: number };
}

export interface SearchSideProps<T extends { id: number }> {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  query: SideQuery<T>;
  /** '9 companies': shown once the side has answered. */
  countText: string;
  /** The quiet note of a failed side (docs/product.md §4): no alert, the other sides carry on. */
  failedText: string;
  noneText: string;
  viewAllHref: string;
  viewAllText: string;
  skeleton: CardKind;
  renderItem: (item: T) => ReactNode;
}

/** One side of the combined search (companies, offers or products): heading and count, the first results, View all. */
export function SearchSide<T extends { id: number }>({
  id,
  title,
  query,
  countText,
  failedText,
  noneText,
  viewAllHref,
  viewAllText,
  skeleton,
  renderItem,
}: SearchSideProps<T>) {
  const results = query.error ? [] : (query.data?.results ?? []);
  // As AsyncSection does: when the answer arrives the skeletons stay one more frame while React draws
  // the cards in its interruptible background render. Drawn at once, the three sides' cards were one
  // 636 ms task at 12x CPU (issue 31's trace of /search?q=telecom). A revisit's cached answer shows
  // at once (a first render never defers).
  const answered = useDeferredValue(!query.isFetching);
  let body;
  if (query.isFetching || !answered) {
    body = (
      <CardSkeletons className="grid" count={3} kind={skeleton} />
    );
  } else if (query.error) {
    body = <p className="note-box search-page__note">{failedText}</p>;
  } else if (results.length === 0) {
    body = <p className="note-box search-page__note">{noneText}</p>;
  } else {
    body = (
      <>
        <CardList items={results} className={`grid search-page__list search-page__list--${skeleton} cards-skipped-until-near`} renderItem={renderItem} />
        <Link className="button button--secondary search-page__more" to={viewAllHref}>
          {viewAllText}
          <Icon name="arrowForward" size={18} />
        </Link>
      </>
    );
  }
  return (
    <section className="search-page__side" aria-labelledby={id}>
      <header className="search-page__side-header">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {!query.isFetching && !query.error && <span className="badge badge--brand">{countText}</span>}
      </header>
      {body}
    </section>
  );
}
