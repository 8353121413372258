import type { ReactNode } from 'react';
import { ShowAllToggle, type ShowAllToggleProps, type useFirstItems } from './FirstItems';

export interface FirstItemsListProps<T> {
  /** The list's id: the toggle names it in aria-controls. */
  id: string;
  className: string;
  /** What `useFirstItems` returned (the host keeps it, so 'Show all' outlives a refetch). */
  list: ReturnType<typeof useFirstItems<T>>;
  /** The toggle's two texts, e.g. 'Show all 300 branches' and 'Show fewer branches'. */
  labels: { showAll: ShowAllToggleProps['showAllLabel']; showFewer: ShowAllToggleProps['showFewerLabel'] };
  /** One row: an `<li>` with its key. */
  children: (item: T) => ReactNode;
}

/** The first few rows of a list the API does not page, and the toggle that controls it. */
export function FirstItemsList<T>({ id, className, list, labels, children }: FirstItemsListProps<T>) {
  return (
    <>
      <ul id={id} className={className}>
        {list.shown.map((item) => children(item))}
      </ul>
      <ShowAllToggle list={list} controls={id} showAllLabel={labels.showAll} showFewerLabel={labels.showFewer} />
    </>
  );
}
