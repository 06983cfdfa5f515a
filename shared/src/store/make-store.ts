import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { api } from '@lifeguard/shared/api/api-slice';
import type { ThunkExtra } from '@lifeguard/shared/api/base-query';
import { rootReducer, type RootState } from '@lifeguard/shared/store/root-reducer';

/**
 * Builds the one store; the shell calls it once at start, tests call it per render. A server
 * render (issue 31) passes `extra.serverFetch`, which answers the store's API calls in process.
 */
export function makeStore(preloadedState?: Partial<RootState>, extra: ThunkExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  if (!extra.serverFetch) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
