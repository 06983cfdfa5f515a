import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RouteName } from '@lifeguard/shared/routes/routes';

/** Loading state of the app shell (spec 000 §3 "App state", §2 loader texts). */
export type LoadingState = 'auth' | 'initializing' | null;

export type AppState = {
  /** Named loading flags, e.g. `navigating` between differently named routes (spec 000 §2). */
  loading: Record<string, boolean>;
  loadingState: LoadingState;
  /** Set once the session check has finished, whether or not it succeeded (spec 000 §4). */
  initialized: boolean;
  error: string | null;
  /**
   * The route whose view the server rendered with its data (issue 31), until the app has taken
   * the page over: that view's first mount may show what the store holds without asking again.
   */
  serverRendered: RouteName | null;
};

const initialState: AppState = {
  loading: {},
  loadingState: null,
  initialized: false,
  error: null,
  serverRendered: null,
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    loadingStateChanged(state, action: PayloadAction<LoadingState>) {
      state.loadingState = action.payload;
    },
    loadingFlagChanged(state, action: PayloadAction<{ key: string; value: boolean }>) {
      state.loading[action.payload.key] = action.payload.value;
    },
    appInitialized(state) {
      state.initialized = true;
    },
    appErrorChanged(state, action: PayloadAction<string | null>) {
      state.error = action.payload;
    },
    serverRenderStarted(state, action: PayloadAction<RouteName>) {
      state.serverRendered = action.payload;
    },
    serverRenderTakenOver(state) {
      state.serverRendered = null;
    },
  },
  selectors: {
    selectLoadingState: (state) => state.loadingState,
    selectIsInitialized: (state) => state.initialized,
    selectIsLoading: (state, key: string) => state.loading[key] ?? false,
    selectAppError: (state) => state.error,
    selectServerRenderedRoute: (state) => state.serverRendered,
  },
});

export const {
  loadingStateChanged,
  loadingFlagChanged,
  appInitialized,
  appErrorChanged,
  serverRenderStarted,
  serverRenderTakenOver,
} = appSlice.actions;
export const {
  selectLoadingState,
  selectIsInitialized,
  selectIsLoading,
  selectAppError,
  selectServerRenderedRoute,
} = appSlice.selectors;

/** Loader text for a loading state (spec 000 §2). */
export function loaderText(state: LoadingState): string {
  if (state === 'auth') return 'Checking authentication...';
  if (state === 'initializing') return 'Loading your dashboard...';
  return 'Loading...';
}
