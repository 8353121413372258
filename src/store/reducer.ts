// The root reducer. Feature slices inject themselves when their route chunk loads
// (`rootReducer.inject(slice)`), so a slice ships with its screen, not in the first download.
import { combineSlices } from '@reduxjs/toolkit';
import { api } from '@/api';

// Features extend this interface with `declare module '@/store/reducer'` (WithSlice<typeof slice>).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();
