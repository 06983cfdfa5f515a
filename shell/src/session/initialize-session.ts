import { appInitialized, loadingStateChanged } from '@lifeguard/shared/app-state/app-slice';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import type { AppStore } from '@lifeguard/shared/store/make-store';

/**
 * App start (spec 000 §4): loading state 'auth' while the session is checked, then 'initializing'
 * for a signed-in user (until the first screen is ready), and the app marked initialized
 * whether or not the check succeeded. The subscription lives as long as the app.
 */
export async function initializeSession(store: AppStore): Promise<void> {
  store.dispatch(loadingStateChanged('auth'));
  const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  store.dispatch(loadingStateChanged(result.data ? 'initializing' : null));
  store.dispatch(appInitialized());
}
