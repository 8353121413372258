import { useEffect, useState, type ComponentType } from 'react';
import { PageLoading } from '@/components/PageLoading';

/** A screen whose code downloads on first use; `preload` starts (or joins) that download. */
export interface LazyScreen {
  (): React.ReactElement;
  preload: () => Promise<ComponentType>;
}

/**
 * A route's screen, downloaded on first use. Not React.lazy: a suspended lazy component is retried
 * only by React's scheduler, which under Testing Library's act() never retried it (the screen stayed
 * on its fallback), and React.lazy suspends even when the module is already in. Here:
 * - once loaded (main.tsx preloads the first screen), the screen renders at once;
 * - until then the loading bar shows, announced as a status;
 * - a failed download is thrown to the route's error boundary and not kept: the next visit to the
 *   screen asks again.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Screen() {
    const [Loaded, setLoaded] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      preload().then(
        (component) => current && setLoaded(() => component),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded /> : <PageLoading />;
  }
  Screen.preload = preload;
  return Screen;
}
