import type { ReactNode } from 'react';
import { focusRegionOf } from '@/lib/mainContent';

/**
 * A state box's way out (ErrorBox's Retry, EmptyState's Clear or Show all). Whichever is taken, the
 * box gives way to what it asked for and its buttons with it: the keyboard goes to the start of the
 * box's section first, where the skeletons and then the list appear (captured before the button's
 * own handler, while the box is still in the page).
 */
export function StateActions({ children }: { children: ReactNode }) {
  return (
    <div className="state-box__actions" onClickCapture={(event) => focusRegionOf(event.currentTarget)}>
      {children}
    </div>
  );
}
