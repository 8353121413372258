// The store kernel, the one entry features and tests import: the root reducer (feature slices inject
// themselves into it), makeStore, the typed hooks and the list-state mechanism. The app's
// composition root (routes, providers, the entry point) lives in src/app and imports this, never
// the other way round.
export { rootReducer, type LazyLoadedSlices } from './reducer';
export { makeStore, type AppDispatch, type AppStore, type RootState } from './store';
export { noRouteData, runRouteData, type RouteAddress, type RunOptions, type RouteCall, type RouteData, type RouteLoad, type RoutePaths, type WalkRecords } from './routeData';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { useListState, type ListNavigateOptions, type ListStateBinding } from './listState';
