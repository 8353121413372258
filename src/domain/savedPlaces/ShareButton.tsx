import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import { LiveRegion } from '@/components/ui/LiveRegion';
import './saved.css';

export interface ShareButtonProps {
  /** The page's title, offered to the share sheet. */
  title: string;
  /** A line of text for the share sheet; optional. */
  text?: string;
  /** Defaults to the current address. */
  url?: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Share this page: the system share sheet where the browser has one (phones), otherwise the link
 * is copied to the clipboard and a live region says so, or says that it could not be.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const { t } = useTranslation('ui');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: Outcome) => {
    setOutcome(next);
    clearTimeout(timer.current);
    // The confirmation fades after a while, so the same result later is announced again.
    timer.current = setTimeout(() => setOutcome('idle'), 5000);
  };

  const onClick = async () => {
    const link = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: link });
        return;
      } catch (error) {
        if (isAbort(error)) return; // The visitor closed the sheet: nothing to say.
        // Any other refusal falls through to copying, so the tap still does something.
      }
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      report('copied');
    } catch {
      report('failed');
    }
  };

  return (
    <span className="share-button">
      <button type="button" className="button button--secondary button--small share-button__button" onClick={() => void onClick()}>
        <Icon name="share" size={18} />
        {t('share.action')}
      </button>
      <LiveRegion visible={outcome !== 'idle'} className={`share-button__status${outcome === 'failed' ? ' is-failed' : ''}`}>
        {outcome === 'copied' ? t('share.copied') : outcome === 'failed' ? t('share.failed') : ''}
      </LiveRegion>
    </span>
  );
}
