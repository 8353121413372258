import { useState, type ReactNode } from 'react';

/**
 * The first `initial` of a list the API does not page (a company's branches and offers), with a
 * toggle for the rest. A host that sends thousands of rows must not render them all at once; the
 * toggle stays in place either way, so keyboard focus never drops to the page.
 */
export function useFirstItems<T>(items: T[], initial: number) {
  const [all, setAll] = useState(false);
  const hidden = all ? 0 : Math.max(0, items.length - initial);
  return {
    shown: all ? items : items.slice(0, initial),
    /** Rows not rendered yet. */
    hidden,
    /** Whether there is anything to toggle. */
    canToggle: items.length > initial,
    expanded: all,
    toggle: () => setAll((value) => !value),
  };
}

export interface ShowAllToggleProps {
  /** What `useFirstItems` returned: the toggle shows only when there is more than the first few. */
  list: Pick<ReturnType<typeof useFirstItems>, 'canToggle' | 'expanded' | 'toggle'>;
  /** e.g. 'Show all 300 branches' */
  showAllLabel: ReactNode;
  /** e.g. 'Show fewer branches' */
  showFewerLabel: ReactNode;
  /** The list it controls. */
  controls: string;
}

export function ShowAllToggle({ list, showAllLabel, showFewerLabel, controls }: ShowAllToggleProps) {
  if (!list.canToggle) return null;
  return (
    <button type="button" className="button button--secondary show-all-toggle" aria-expanded={list.expanded} aria-controls={controls} onClick={list.toggle}>
      {list.expanded ? showFewerLabel : showAllLabel}
    </button>
  );
}
