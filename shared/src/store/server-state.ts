import { serverStateHydrated, type ApiHydration } from '@lifeguard/shared/api/server-hydration';
import { serverRenderStarted } from '@lifeguard/shared/app-state/app-slice';
import type { RouteName } from '@lifeguard/shared/routes/routes';
import { sessionSlice, type SessionState } from '@lifeguard/shared/session/session-slice';
import type { AppStore } from '@lifeguard/shared/store/make-store';
import type { RootState } from '@lifeguard/shared/store/root-reducer';

/**
 * What a server-rendered page carries for the app to take over (issue 31): the route whose view
 * the server drew with data, the session, and the queries that view and the frame used.
 */
export type ServerState = { route: RouteName; session: SessionState; api: ApiHydration };

/** The id of the page's `<script type="application/json">` element holding the ServerState. */
export const SERVER_STATE_ELEMENT_ID = 'lifeguard-state';

/** The answered queries of `state` and the tags they provide, for the page (no failures, no pending calls). */
export function dehydrateApi(state: RootState): ApiHydration {
  const answered = Object.entries(state.api.queries).filter(([, entry]) => entry?.status === 'fulfilled');
  return {
    queries: Object.fromEntries(answered),
    mutations: {},
    provided: state.api.provided as ApiHydration['provided'],
  };
}

/** The state a page rendered for `route` on a store in `state` carries (its session and answered queries). */
export const serverStateOf = (route: RouteName, state: RootState): ServerState => ({
  route,
  session: state.session,
  api: dehydrateApi(state),
});

/**
 * Seeds `store` with `state`'s session and queries and marks its route as server-rendered (the
 * shell at start, the server's own view render).
 */
export function hydrateStore(store: AppStore, state: ServerState): void {
  store.dispatch(sessionSlice.actions.sessionUserChanged(state.session.user));
  store.dispatch(serverStateHydrated(state.api));
  store.dispatch(serverRenderStarted(state.route));
}

/** The page's ServerState: null on a page the server did not render for a signed-in visitor, or one that cannot be read. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
