// Whether a component is being drawn as part of a page rendered outside the browser: in Node by
// the publish step, or in the browser while React adopts (hydrates) that HTML, including a part
// hydrated later than the rest. React answers it itself: during both it reads a store's server
// snapshot. A component whose first state would differ between Node and the browser (a section drawn
// only near the viewport, a draft kept in storage, a random pick) starts as the HTML was drawn when
// this is true, and as it likes on any later mount.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * True from just before a published page's hydration until its screen is hydrated (src/main.tsx).
 * The browser's snapshot is this rather than a plain false: a hydrated component whose browser
 * snapshot differs from the server's is drawn again by React, synchronously, inside the task that
 * runs the page's effects (issue 31: on a partner's page that redrew the whole profile, a 294 ms
 * task at 12x CPU). Nothing is notified when it ends: what must change once the page is the app's
 * does so through useTakenOver, in a transition.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * Whether the browser is hydrating a published page now: false in Node (the publish draws, it does
 * not hydrate) and on any later mount. useDrawnOnServer's browser snapshot; read directly, once, as
 * a state's initial value (HydrateWhenNear).
 */
export function isHydratingInBrowser(): boolean {
  return hydrating;
}

const neverChanges = () => () => undefined;
const onTheServer = () => true;

/**
 * True while rendering on the server or hydrating its HTML; false on a mount in the browser. Read it
 * once (a state's initial value).
 */
export function useDrawnOnServer(): boolean {
  return useSyncExternalStore(neverChanges, isHydratingInBrowser, onTheServer);
}

/**
 * False while drawn on the server and while hydrating that HTML; true once the page is the app's
 * (at once on a mount in the browser). The change after hydration is a transition: React draws it
 * in its interruptible background render, not in the task that runs the page's effects.
 */
export function useTakenOver(): boolean {
  const drawnOnServer = useDrawnOnServer();
  const [takenOver, setTakenOver] = useState(!drawnOnServer);
  useEffect(() => {
    if (!takenOver) startTransition(() => setTakenOver(true));
  }, [takenOver]);
  return takenOver;
}
