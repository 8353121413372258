// Typed hooks; lint forbids the untyped ones elsewhere.
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export { rootReducer } from './reducer';
export type { RootState, AppDispatch } from './store';
