import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/api';
import { rootReducer } from './reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one for the app, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * A screen's calls for an address, started by the boot before the first render of a page the app
 * draws afresh (src/app/routes.tsx `startScreenCalls`): settled when every call has. `pathParams`
 * are the route's own (`id` of /categories/:id), as the screen reads them with useParams.
 */
export type ScreenCalls = (
  dispatch: AppDispatch,
  params: URLSearchParams,
  pathParams: Readonly<Record<string, string | undefined>>,
) => Promise<unknown>;
