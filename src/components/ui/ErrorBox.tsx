import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import { errorText } from './errorText';
import { StateActions } from './StateActions';
import './ui.css';

export interface ErrorBoxProps {
  /**
   * What went wrong, as the value the API layer gave (an ApiError, or any error with a message):
   * the box puts it in the page's language. 'An unexpected error occurred' when there is none.
   */
  error?: unknown;
  /** A list's own sentence for a network or CORS failure of `error` (docs/product.md §8), where it has one. */
  networkMessage?: string;
  /** The screen's own words, already in the page's language, said instead of `error`'s. */
  message?: string | null;
  /** Shows a Retry button that calls this (usually the query's refetch). No button without it. */
  onRetry?: () => void;
  /** 'Something went wrong' by default (e.g. 'Partner not found'). */
  title?: string;
  /** The Retry button's text, 'Retry' by default. */
  retryLabel?: string;
  /** Another way out beside Retry, such as a Link back to the list. */
  action?: ReactNode;
  /** 1 where the box is all the page shows (a detail screen's failure, standing for the record's name). */
  headingLevel?: 1 | 2 | 3;
}

/** The one error box (docs/product.md §8): announced at once, with a title, the message and a Retry. */
export function ErrorBox({ error, networkMessage, message, onRetry, title, retryLabel, action, headingLevel = 2 }: ErrorBoxProps) {
  const { t, language } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const said = message?.trim() ? message : errorText(error, t, language, networkMessage);
  const body = said?.trim() ? said : t('error.fallback');
  return (
    <div className="state-box state-box--error" role="alert">
      <span className="state-box__icon state-box__icon--error" aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      <Heading className="state-box__title">{title ?? t('error.title')}</Heading>
      <p className="state-box__message">{body}</p>
      {(onRetry || action) && (
        <StateActions>
          {onRetry && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              <Icon name="refresh" size={18} />
              {retryLabel ?? t('error.retry')}
            </button>
          )}
          {action}
        </StateActions>
      )}
    </div>
  );
}
