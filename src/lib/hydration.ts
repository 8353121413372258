// Whether a component is being drawn as part of a page rendered outside the browser: in Node by
// the publish step, or in the browser while React adopts (hydrates) that HTML, including a part
// hydrated later than the rest. React answers it itself: during both it reads a store's server
// snapshot. A component whose first state would differ between Node and the browser (a section drawn
// only near the viewport, a draft kept in storage, a random pick) starts as the HTML was drawn when
// this is true, and as it likes on any later mount.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const inTheBrowser = () => false;
const onTheServer = () => true;

/**
 * True while rendering on the server or hydrating its HTML; false on a mount in the browser. Read it
 * once (a state's initial value): after hydration React draws again with false.
 */
export function useDrawnOnServer(): boolean {
  return useSyncExternalStore(neverChanges, inTheBrowser, onTheServer);
}
