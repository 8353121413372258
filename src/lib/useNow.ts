import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, renewed at each minute's turn, so "Open now" turns into "Closed" on an open
 * page without a reload. Tests and journeys move it with fake timers or Playwright's page.clock.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, MINUTE_MS - (Date.now() % MINUTE_MS));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
