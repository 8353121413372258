// The form's values, mirrored into localStorage while the visitor types (debounced), flushed when
// the page is hidden or left (or at once with `saveNow`), and cleared only when `discard` is called
// after a successful submission.
import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { emptyRegistration, type RegistrationValues } from './registration';
import { clearDraft, hasContent, loadDraft, newIdempotencyKey, saveDraft } from './registrationDraft';
import { useDrawnOnServer } from '@/lib/hydration';

export const DRAFT_SAVE_DELAY_MS = 300;

export function useRegistrationDraft() {
  // Storage is read while rendering, except when hydrating the published join page (drawn with no
  // draft): then the draft comes back right after (below), as the HTML was drawn without it.
  const drawnOnServer = useDrawnOnServer();
  const [initial] = useState(() => (drawnOnServer ? null : loadDraft()));
  const [values, setValues] = useState<RegistrationValues>(() => initial?.values ?? emptyRegistration);
  // One key per draft; it travels with the draft, and each set of values sent from it gets its own
  // Idempotency-Key from it (applicationKey), so a retry after a lost answer reuses the key only
  // when the values are the same.
  const [idempotencyKey, setIdempotencyKey] = useState(() => initial?.idempotencyKey ?? newIdempotencyKey());
  const [restored, setRestored] = useState(() => initial !== null && hasContent(initial.values));
  const latest = useRef({ values, idempotencyKey });
  const draftRead = useRef(!drawnOnServer);

  // Before the saving effects below: their first run would otherwise save the empty form over the draft.
  useEffect(() => {
    if (draftRead.current) return;
    draftRead.current = true;
    const draft = loadDraft();
    if (!draft) return;
    // The draft is in storage, outside React: brought in once the published page is the app's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(draft.values);
    setIdempotencyKey(draft.idempotencyKey);
    setRestored(hasContent(draft.values));
  }, []);

  const persist = useCallback(() => {
    const { values: current, idempotencyKey: key } = latest.current;
    // An empty form is no draft: nothing to keep, and a stale one must not come back.
    if (hasContent(current)) saveDraft({ values: current, idempotencyKey: key });
    else clearDraft();
  }, []);

  useEffect(() => {
    latest.current = { values, idempotencyKey };
    const timer = window.setTimeout(persist, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, idempotencyKey, persist]);

  // A reload or a tab closed within the debounce window must not lose the last keystrokes.
  useEffect(() => {
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [persist]);

  const update = useCallback((next: SetStateAction<RegistrationValues>) => setValues(next), []);

  /** After a successful submission (or "Start over"): empty form, no draft, a new key. */
  const discard = useCallback(() => {
    const key = newIdempotencyKey();
    latest.current = { values: emptyRegistration, idempotencyKey: key };
    clearDraft();
    setValues(emptyRegistration);
    setIdempotencyKey(key);
    setRestored(false);
  }, []);

  return { values, setValues: update, idempotencyKey, restored, discard, saveNow: persist };
}
