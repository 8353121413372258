import type { ReactNode } from 'react';

export interface CardListProps<Item extends { id: number }> {
  items: readonly Item[];
  /** The list's classes: the layout (`grid`, a feature's own) and any spacing reset. */
  className: string;
  /** The list's accessible name, where one region holds more than one list. */
  label?: string;
  renderItem: (item: Item) => ReactNode;
}

/** A list of cards, one record per item, keyed by its id: one markup for every card grid. */
export function CardList<Item extends { id: number }>({ items, className, label, renderItem }: CardListProps<Item>) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
