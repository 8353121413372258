import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDrawnOnServer } from '@/lib/hydration';
import { NEAR_MARGIN, whenNear } from './whenNear';

export interface DeferredSectionProps {
  children: ReactNode;
  /** Space kept while waiting, so the page does not jump when the section arrives. */
  minHeight?: number;
  /** How far below the viewport the section starts rendering. */
  rootMargin?: string;
  className?: string;
}

/**
 * Renders its children (and so starts their API calls) only when the visitor scrolls near them.
 * A phone opening the home page then renders and fetches what it shows, not eight sections at
 * once. Without IntersectionObserver (old browsers, jsdom) everything renders at once.
 */
export function DeferredSection({ children, minHeight = 480, rootMargin = NEAR_MARGIN, className }: DeferredSectionProps) {
  // Not drawn by the publish step, nor so while hydrating its HTML: what waits here is no part of the
  // page's first download (the offers map's locations call, every offer with coordinates: 2.8 MB of
  // state in /offers' HTML at 10 000 offers when the publish drew it). Drawn at once in a browser
  // that cannot observe (old browsers, jsdom).
  const drawnOnServer = useDrawnOnServer();
  const [visible, setVisible] = useState(() => !drawnOnServer && typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible || !placeholder.current) return undefined;
    return whenNear([placeholder.current], rootMargin, () => setVisible(true));
  }, [visible, rootMargin]);

  if (visible) return <>{children}</>;
  return <div ref={placeholder} className={className} style={{ minBlockSize: minHeight }} aria-hidden="true" />;
}
