import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A list's search box: the field follows the keyboard at once, and the trimmed text is committed
 * (to the URL, and so the server) once typing pauses. The committed search is the list state;
 * the draft is only what is being typed. When the committed search changes from outside (Back,
 * a link, Clear All) the box shows it, and a stale pause never writes the old text back.
 */
export function useSearchDraft(committed: string, onCommit: (q: string) => void) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    // Adjusting state while rendering (React's documented pattern): no extra effect pass.
    setSeen(committed);
    if (draft.trim() !== committed) setDraft(committed);
  }
  const debounced = useDebouncedValue(draft);
  const lastDebounced = useRef(debounced);
  const commit = useEffectEvent(onCommit);
  useEffect(() => {
    // Only a change of the typed text commits; a change of `committed` alone must not write back.
    if (lastDebounced.current === debounced) return;
    lastDebounced.current = debounced;
    if (debounced !== draft) return;
    if (debounced.trim() !== committed) commit(debounced.trim());
  }, [debounced, draft, committed]);

  return {
    draft,
    setDraft,
    /** Empties the box and the committed search at once. */
    clear: () => {
      setDraft('');
      if (committed) onCommit('');
    },
    /** Commits now (Enter), without waiting for the pause. */
    submit: (raw: string) => {
      if (raw.trim() !== committed) onCommit(raw.trim());
    },
  };
}
