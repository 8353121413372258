import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import { StateActions } from './StateActions';
import './ui.css';

export interface ErrorBoxProps {
  /** What went wrong, e.g. errorMessage(error) from @/api; 'An unexpected error occurred' when empty. */
  message?: string | null;
  /** Shows a Retry button that calls this (usually the query's refetch). No button without it. */
  onRetry?: () => void;
  /** 'Something went wrong' by default (e.g. 'Partner not found'). */
  title?: string;
  /** The Retry button's text, 'Retry' by default. */
  retryLabel?: string;
  /** Another way out beside Retry, such as a Link back to the list. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

/** The one error box (spec §8): announced at once, with a title, the message and a Retry. */
export function ErrorBox({ message, onRetry, title, retryLabel, action, headingLevel = 2 }: ErrorBoxProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const body = message?.trim() ? message : t('error.fallback');
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
