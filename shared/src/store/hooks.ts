import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './make-store';
import type { RootState } from './root-reducer';

/** Typed hooks; use these instead of the plain react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
