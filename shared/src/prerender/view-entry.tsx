/**
 * The entry shared/tooling/prerender.mjs bundles for Node as a remote's `dist/server/render-view.cjs`
 * (issue 31): `renderView` renders one of the remote's views (its `./routes`, aliased from
 * `<app>/src/routes.tsx`) with the signed-in visitor's data, which its `src/server-views.ts`
 * (aliased; an empty list when the remote has none) says how to load. The gateway calls it through
 * the shell's render-page bundle, which draws the frame around it.
 */
// @ts-expect-error -- an alias the prerender build defines; it is the remote's src/routes.tsx.
import { routes } from 'lifeguard-prerender-routes';
// @ts-expect-error -- an alias the prerender build defines; the remote's src/server-views.ts.
import { serverViews } from 'lifeguard-server-views';
import { api } from '@lifeguard/shared/api/api-slice';
import { matchRoutes } from '@lifeguard/shared/router/router';
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { routes as routeTable, type RouteName } from '@lifeguard/shared/routes/routes';
import { hydrateStore, serverStateOf, type ServerState } from '@lifeguard/shared/store/server-state';
import { renderInBothModes, withServerStore, type RenderedModes } from './render-tree';
import type { ServerViews } from './server-views';

/** What the shell's page render asks for: a route of this remote, where, and what is known. */
export type ViewRenderInput = {
  route: RouteName;
  /** The location under /app: path and query. */
  location: string;
  /** The route, the session and the queries the frame used. */
  state: ServerState;
  /** Answers the view's API calls as the visitor (the gateway's in-process fetch). */
  serverFetch: typeof fetch;
};

/** The view in both colour modes, and the state with the view's queries added. */
export type RenderedView = { state: ServerState } & RenderedModes;

/**
 * Renders `input.route` when this remote owns it and lets the server render it with its data
 * (null otherwise): seeds a store with `input.state`, starts the view's queries, waits for them,
 * and renders the view once per colour mode. A query that fails is left out of the state, so the
 * app asks again. @throws Error (rejects) when the view fails to render.
 */
export async function renderView(input: ViewRenderInput): Promise<RenderedView | null> {
  const route = (routes as RemoteRouteObject[]).find((candidate) => candidate.id === input.route);
  const prefetch = (serverViews as ServerViews)[input.route];
  if (!route || !prefetch) return null;
  const path = routeTable[input.route].path;
  const pathname = input.location.replace(/[?#].*$/, '');
  const params = matchRoutes([{ path }], pathname)?.[0]?.params ?? {};

  return withServerStore(input.serverFetch, async (store) => {
    hydrateStore(store, input.state);
    prefetch(store, params);
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    const target = { store, location: input.location, path, globalStyle: false };
    const rendered = await renderInBothModes(route.element, target);
    return { state: serverStateOf(input.route, store.getState()), ...rendered };
  });
}
