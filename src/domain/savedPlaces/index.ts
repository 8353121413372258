// Saved places, the one public entry: the visitor's list of saved partners, offers and products,
// kept in this browser only (savedPlaces.ts: the store over localStorage; useSavedPlaces: the hook),
// the save and share buttons of cards and detail pages, and what the /saved screen
// (src/features/saved) reads. Import this index, never a file inside the folder (lint enforces it).
export { SaveButton, type SaveButtonProps } from './SaveButton';
export { ShareButton, type ShareButtonProps } from './ShareButton';
export { DetailActions, type DetailActionsProps } from './DetailActions';
export { useSavedPlaces } from './useSavedPlaces';
// The worker's page side only (src/app/serviceWorker.tsx, a chunk of its own): nothing else imports it.
export { keepSavesOffline } from './keepOffline';
export {
  resetSavedStoreForTests,
  SAVED_STORAGE_KEY,
  savedKinds,
  savedOfKind,
  savedStore,
  type SavedItem,
  type SavedKind,
} from './savedPlaces';
