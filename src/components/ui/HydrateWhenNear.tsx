import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isHydratingInBrowser } from '@/lib/hydration';
import { ADOPT_MARGIN, whenNear } from './whenNear';

/**
 * A promise opened once, marked fulfilled as React's `use` reads a promise (its status and value),
 * so the render after it opens (even one React attempts at once for an event) goes straight through.
 */
interface Gate {
  promise: Promise<void>;
  isOpen: () => boolean;
  open: () => void;
}

function closedGate(): Gate {
  let resolve: () => void = () => undefined;
  let isOpen = false;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    promise,
    isOpen: () => isOpen,
    open: () => {
      if (isOpen) return;
      isOpen = true;
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
}

/** What a visitor does in a section that has it adopted before React handles the event. */
const OPENING_EVENTS = ['focusin', 'pointerdown', 'click'] as const;

/** Suspends until `gate` opens: inside a Suspense boundary being hydrated, React keeps the HTML meanwhile. */
function WaitFor({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return <>{children}</>;
}

/** layout 'contents': the wrapper draws no box of its own. */
const NO_BOX = { display: 'contents' } as const;

export interface HydrateWhenNearProps {
  /** New children open it at once: memoise the parent, or it waits for nothing (see below). */
  children: ReactNode;
  className?: string;
  /** How far outside the viewport the section starts hydrating. */
  rootMargin?: string;
  /**
   * 'contents': no box of its own (display: contents), so the section stays the flex or grid item it
   * was; then its own elements are what comes near. 'box' (the default): a block, which className styles.
   */
  layout?: 'box' | 'contents';
}

/**
 * A published section below the first screen: its HTML is on the page from the start (read,
 * linked, found and crawled like any other), but React adopts it (hydrates it: runs its components,
 * attaches its handlers, starts its effects and subscriptions) only when the visitor comes near it,
 * focuses into it or touches it. Until then it costs the phone's main thread nothing (issue 31: home's
 * hydration and effects were most of its blocking time on a low-tier phone, and most of its
 * 2 400 elements sit below the first screen). Links in it work meanwhile, as the plain links they are.
 *
 * On any mount in the browser but a published page's hydration, the children render at once.
 *
 * React keeps a waiting section's HTML only as long as nothing above gives it new props or a changed
 * context: it would draw it afresh in the browser (blank while the section waits) or hold a
 * transition back until the section is adopted. So new children and a new address open it at once,
 * the parent is memoised so that its own redraws give no new children, and the store's snapshot for
 * hydration is the published one (src/main.tsx).
 */
export function HydrateWhenNear({ children, className, rootMargin = ADOPT_MARGIN, layout = 'box' }: HydrateWhenNearProps) {
  const [gate] = useState(() => (isHydratingInBrowser() ? closedGate() : null));
  // A new address (a link to a place on the page, the back button) reaches every part of the page
  // that reads it, a waiting one included, and React will not apply it there before adopting it:
  // the navigation would wait for the section. So it opens in the same render, before React gets
  // there. Opening early costs nothing but the wait it saved.
  // Likewise new children (the parent drew them from newer data): React would drop the waiting
  // HTML and draw them afresh, blank until the gate opened.
  const location = useLocation();
  const [first] = useState({ location, children });
  if (gate && (location !== first.location || children !== first.children)) gate.open();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!gate || gate.isOpen() || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    // A box without a box of its own is near when any of its elements is; with none, nothing waits.
    const watched = layout === 'contents' ? [...element.children] : [element];
    if (watched.length === 0) {
      gate.open();
      return undefined;
    }
    // Focus (the keyboard, a screen reader's cursor), a touch, or a click with neither (assistive
    // technology may activate a control so) may reach it before the viewport does. Heard on the
    // document, in the capture phase: React's own listener on its root stops an event aimed into a
    // section it has not adopted, before it could reach the section. Opened first, the section is
    // adopted at once, and React passes the event on (the click counts).
    const document = element.ownerDocument;
    const openIfInside = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) openNow();
    };
    const stopWatching = whenNear(watched, rootMargin, () => openNow());
    const stop = () => {
      stopWatching();
      for (const type of OPENING_EVENTS) document.removeEventListener(type, openIfInside, true);
    };
    const openNow = () => {
      gate.open();
      stop();
    };
    for (const type of OPENING_EVENTS) document.addEventListener(type, openIfInside, true);
    return stop;
  }, [gate, rootMargin, layout]);

  return (
    <div ref={box} className={className} style={layout === 'contents' ? NO_BOX : undefined}>
      <Suspense fallback={null}>
        <WaitFor gate={gate}>{children}</WaitFor>
      </Suspense>
    </div>
  );
}
