import { useState } from 'react';
import { useDocumentClass } from '@/lib/useDocumentClass';
import { useTranslation } from '@/lib/useTranslation';
import './updatePrompt.css';

/** On the root element while the prompt shows (updatePrompt.css). */
export const SHOWING_CLASS = 'update-prompt-shown';

/**
 * "A new version of Dalil is available — Reload" (issue 35): shown once a new deploy's service
 * worker is waiting (src/app/serviceWorker.tsx mounts it). Polite: a status the screen reader reads
 * when it can, no focus taken. Reload hands over to the new version; Not now leaves this one.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'shown' | 'reloading' | 'dismissed'>('shown');
  // While it shows, the page's end and the keyboard's focus stay clear of it (updatePrompt.css).
  useDocumentClass(SHOWING_CLASS, state !== 'dismissed');
  if (state === 'dismissed') return null;
  return (
    <div className="update-prompt">
      <p className="update-prompt__text" role="status">
        {t('update.available')}
      </p>
      <div className="update-prompt__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={state === 'reloading'}
          onClick={() => {
            setState('reloading');
            onReload();
          }}
        >
          {t('update.reload')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setState('dismissed')}>
          {t('update.later')}
        </button>
      </div>
    </div>
  );
}
