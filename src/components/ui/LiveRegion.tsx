import type { ReactNode } from 'react';
import './ui.css';

export interface LiveRegionProps {
  /** What to announce, e.g. '57 companies found'. */
  children?: ReactNode;
  /** Show the text too (e.g. the visible result count); hidden from sight by default. */
  visible?: boolean;
  className?: string;
}

/**
 * A polite live region: screen readers say its text whenever it changes. Keep it mounted
 * (render it empty while loading) — a region that appears together with its text is often
 * not announced at all.
 */
export function LiveRegion({ children, visible = false, className }: LiveRegionProps) {
  const classes = [visible ? 'live-region' : 'visually-hidden', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status" aria-live="polite" aria-atomic="true">
      {children}
    </div>
  );
}
