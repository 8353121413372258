import { useEffect, useEffectEvent, useState } from 'react';

/** The one pause after the last keystroke before a search box's text reaches the URL and the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: the field follows the keyboard at once, and the trimmed text is committed
 * (to the URL, and so the server) once typing pauses. The committed search is the list state;
 * the draft is only what is being typed. When the committed search changes from outside (Back,
 * a link, Clear All) the box shows it, and a stale pause never writes the old text back. When the
 * box's own commit comes back (the URL can lag behind a busy phone's typing), the keys typed
 * since stay in the box.
 */
export function useSearchDraft(committed: string, onCommit: (q: string) => void) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  /** The last search this box committed: its return through the URL is not an outside change. */
  const [sent, setSent] = useState<string | null>(null);
  if (committed !== seen) {
    // Adjusting state while rendering (React's documented pattern): no extra effect pass.
    setSeen(committed);
    if (committed === sent) setSent(null);
    else if (draft.trim() !== committed) setDraft(committed);
  }
  const send = (q: string) => {
    setSent(q);
    onCommit(q);
  };
  const commitPause = useEffectEvent(() => {
    if (draft.trim() !== committed) send(draft.trim());
  });
  useEffect(() => {
    // Every change of the box restarts the pause; an outside change resets the box, and so
    // cancels a pause that would write the old text back.
    if (draft.trim() === committed) return undefined;
    const timer = setTimeout(commitPause, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed]);

  return {
    draft,
    setDraft,
    /** Empties the box and the committed search at once. */
    clear: () => {
      setDraft('');
      if (committed) send('');
    },
    /** Commits now (Enter), without waiting for the pause. */
    submit: (raw: string) => {
      if (raw.trim() !== committed) send(raw.trim());
    },
  };
}
