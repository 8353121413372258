import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import { readClientMessage } from '@/lib/clientMessages';
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

/** The one error box (docs/product.md §8): announced at once, with a title, the message and a Retry. */
export function ErrorBox({ message, onRetry, title, retryLabel, action, headingLevel = 2 }: ErrorBoxProps) {
  const { t, i18n } = useTranslation('ui');
  // The app's own wording (lib/clientMessages) in the page's language. In English it is shown as
  // the API layer wrote it, the spec's words ("timeout of 30000ms exceeded", its number ungrouped).
  // A server's own message is shown as it came, in any language.
  const spoken = (text: string) => {
    const said = readClientMessage(text);
    if (!said || i18n.language === 'en') return text;
    if (said.kind === 'network') return t('error.network');
    if (said.kind === 'unexpected') return t('error.fallback');
    if (said.kind === 'status') return t('error.status', { status: said.status });
    if (said.kind === 'timeout') return t('error.timeout', { ms: said.ms });
    return t('error.rateLimited', { count: said.minutes, n: said.minutes });
  };
  const Heading = `h${headingLevel}` as const;
  const body = message?.trim() ? spoken(message) : t('error.fallback');
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
