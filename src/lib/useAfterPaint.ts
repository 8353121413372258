import { useEffect, useState } from 'react';
import { useDrawnOnServer } from './hydration';

/**
 * False on the first render, true once the browser has painted it. For a page's secondary calls:
 * the partner's offers, products and branches used to start inside the task that painted the
 * partner's header, so on a slow phone their requests (and RTK's bookkeeping for each) held that
 * first paint of the record back. Started a frame later, the header paints first; the sections show
 * their skeletons meanwhile (an unstarted query is "still waiting", not empty).
 */
export function useAfterPaint(): boolean {
  // A page drawn on the server has painted already: its HTML (and so its hydration) carries what
  // waits here, the partner's products and offers among it.
  const drawnOnServer = useDrawnOnServer();
  const [painted, setPainted] = useState(drawnOnServer);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the frame's paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
