import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/Icon';
import { StateActions } from './StateActions';
import './ui.css';

export interface EmptyStateProps {
  /** e.g. 'No Partners Found'. */
  title: string;
  message?: ReactNode;
  /** A way out: a button ('Clear Filters') or a Link ('Show All Partners'). */
  action?: ReactNode;
  /** Decorative icon; 'search' by default. */
  icon?: IconName;
  headingLevel?: 2 | 3;
  /**
   * Announce the block when it appears (role="status"). Off by default: list screens already
   * announce '{n} … found' through a LiveRegion, and saying it twice is noise.
   */
  announce?: boolean;
}

/** The one friendly "nothing here" block: icon, title, message, a way out. */
export function EmptyState({ title, message, action, icon = 'search', headingLevel = 2, announce = false }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="state-box state-box--empty" role={announce ? 'status' : undefined}>
      <span className="state-box__icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <Heading className="state-box__title">{title}</Heading>
      {message && <p className="state-box__message">{message}</p>}
      {action && <StateActions>{action}</StateActions>}
    </div>
  );
}

/** An empty list's words, kept together in a screen's catalogue (`list.empty`, `empty`). */
export interface EmptyResultsTexts {
  title: string;
  /** When filters or a search narrowed the list. */
  narrowed: string;
  /** When the list has nothing at all. */
  all: string;
  /** The button that clears what narrowed it, e.g. 'Clear Filters'. */
  clear: string;
}

export interface EmptyResultsProps {
  texts: EmptyResultsTexts;
  /** Whether filters or a search narrowed the list: then the message says so and a button clears them. */
  narrowed: boolean;
  onClear: () => void;
  icon?: IconName;
}

/** A list with no results: when the visitor narrowed it, the way out is to clear what narrowed it. */
export function EmptyResults({ texts, narrowed, onClear, icon }: EmptyResultsProps) {
  return (
    <EmptyState
      title={texts.title}
      message={narrowed ? texts.narrowed : texts.all}
      icon={icon}
      action={
        narrowed ? (
          <button type="button" className="button button--primary" onClick={onClear}>
            {texts.clear}
          </button>
        ) : undefined
      }
    />
  );
}
