import { startTransition, useEffect, useMemo, useState } from 'react';
import { useDrawnOnServer } from './hydration';

const MINUTE_MS = 60_000;

// One clock for the whole page: twenty cards on a list share one timer, not twenty. The snapshot is
// the current minute, so it is always fresh yet stable between renders within a minute.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleTick(): void {
  timer = setTimeout(() => {
    for (const listener of listeners) listener();
    scheduleTick();
  }, MINUTE_MS - (Date.now() % MINUTE_MS));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) scheduleTick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);

/**
 * The minute a published page was drawn at (src/app/renderPage.tsx sets it in Node, src/main.tsx
 * from the page's embedded state before hydrating): the HTML and its hydration read the same time,
 * so "Open now" never disagrees with itself; the live minute takes over right after, and a mount
 * after hydration starts from it.
 */
let renderedMinute: number | null = null;

export function setRenderClock(epochMs: number | null): void {
  renderedMinute = epochMs === null ? null : Math.floor(epochMs / MINUTE_MS);
}

/**
 * The current time to the minute, renewed at each minute's turn, so "Open now" turns into "Closed"
 * on an open page without a reload. Tests and journeys move it with fake timers or page.clock.
 *
 * The live minute is set in a transition. A published page is nearly always opened minutes after
 * its publish, so every card that reads the clock draws again once hydrated; read through
 * useSyncExternalStore, whose server and browser snapshots then differed, React drew them all again
 * at once inside the task that ran the page's effects (issue 31's trace of home at 12x CPU). A
 * transition draws them in React's interruptible background render.
 */
export function useNow(): Date {
  const drawnOnServer = useDrawnOnServer();
  const [minute, setMinute] = useState(() => (drawnOnServer ? (renderedMinute ?? currentMinute()) : currentMinute()));
  useEffect(() => {
    const follow = () => startTransition(() => setMinute(currentMinute()));
    follow();
    return subscribe(follow);
  }, []);
  return useMemo(() => new Date(minute * MINUTE_MS), [minute]);
}
