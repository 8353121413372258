import { useSyncExternalStore } from 'react';
import { emptySaved, savedStore, type SavedState } from './savedPlaces';

/** What a published page was drawn with: no visitor's storage. Its hydration starts from the same. */
const serverSnapshot = () => emptySaved;

/** The saved list, re-rendering on every change (here, in another tab, or after a reload). */
export function useSavedPlaces(): SavedState {
  const store = savedStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}
