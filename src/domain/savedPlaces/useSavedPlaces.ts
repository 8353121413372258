import { useSyncExternalStore } from 'react';
import { savedStore, type SavedState } from './savedPlaces';

/** The saved list, re-rendering on every change (here, in another tab, or after a reload). */
export function useSavedPlaces(): SavedState {
  const store = savedStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
