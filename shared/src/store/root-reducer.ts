import { combineSlices } from '@reduxjs/toolkit';
import { api } from '@lifeguard/shared/api/api-slice';
import { appSlice } from '@lifeguard/shared/app-state/app-slice';
import { sessionSlice } from '@lifeguard/shared/session/session-slice';
import { themeSlice } from '@lifeguard/shared/theme/theme-slice';
import { toastSlice } from '@lifeguard/shared/toasts/toast-slice';

/**
 * Slices remotes inject at run time with `rootReducer.inject(slice)`; each remote augments this
 * interface for its own slice (RTK `withLazyLoadedSlices`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions -- augmented by remotes
export interface LazyLoadedSlices {}

/** The one root reducer of the one store (ARCHITECTURE "Runtime composition"). */
export const rootReducer = combineSlices(
  api,
  appSlice,
  sessionSlice,
  themeSlice,
  toastSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
