// A signal from inside the screen's part of the page (its Suspense boundary, which React hydrates
// after the page's frame): once it fires, a published page's HTML is the app's, but for the sections
// below the first screen that wait for the visitor to come near (HydrateWhenNear).
import { createContext, useContext, useEffect } from 'react';

export const ScreenMountedContext = createContext<(() => void) | undefined>(undefined);

/** Calls the context's callback once the screen's part of the page is on it (hydrated, or drawn). */
export function ScreenMounted() {
  const onMounted = useContext(ScreenMountedContext);
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}
