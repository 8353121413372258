// An action held back while the browser is offline (issue 35): `wait()` holds it, and the browser's
// `online` event then calls the latest `send` (the one from the last render, so it sees the latest
// values). The caller guards against a second send while one is in flight; `stop()` ends the wait.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useSendWhenOnline(send: () => Promise<void>) {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  useEffect(() => {
    if (!waiting) return undefined;
    const onOnline = () => void latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [waiting]);
  const wait = useCallback(() => setWaiting(true), []);
  const stop = useCallback(() => setWaiting(false), []);
  return { waiting, wait, stop };
}
