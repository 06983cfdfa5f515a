import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from '@lifeguard/shared/store/make-store';
import type { RootState } from '@lifeguard/shared/store/root-reducer';

/** Typed hooks; use these instead of the plain react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
