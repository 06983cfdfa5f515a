import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from '@lifeguard/shared/router/router';
import { loadingStateChanged } from '@lifeguard/shared/app-state/app-slice';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { hydrateStore, readServerState } from '@lifeguard/shared/store/server-state';
import { readStoredThemePreference } from '@lifeguard/shared/theme/theme-slice';
import { appContainer } from './prerendered/take-over';
import { preloadRemoteFor } from './remotes/remote-registry';
import { createAppRouter } from './router/create-app-router';
import { preloadFrameFor } from './router/frame-loader';
import { initializeSession } from './session/initialize-session';
import { AppThemeProvider } from './theme/app-theme-provider';

const store = makeStore({
  theme: {
    preference: readStoredThemePreference(),
    systemMode: window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  },
});
// A page the server rendered for a signed-in visitor carries the data it used (issue 31): the
// store starts with it, so neither the session check nor the screen asks for it again.
const serverState = readServerState();
if (serverState) hydrateStore(store, serverState);
preloadRemoteFor(window.location.pathname);
preloadFrameFor(window.location.pathname);
void initializeSession(store);

const router = createAppRouter(store);
const stopWatching = router.subscribe((state) => {
  if (!state.initialized) return;
  store.dispatch(loadingStateChanged(null));
  stopWatching();
});

createRoot(appContainer()).render(
  <StrictMode>
    <Provider store={store}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </Provider>
  </StrictMode>,
);
