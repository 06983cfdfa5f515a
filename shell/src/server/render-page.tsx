/**
 * The shell's server render (issue 31 "The server answers a signed-in navigation with the first
 * screen already in the HTML"), bundled for Node by shared/tooling/server-render.mjs into
 * `shell/dist/server/render-page.cjs` and called by the gateway (api/src/gateway/server-pages.ts):
 * the frame as the client draws it (FrameRoute: sidebar or page layout, user menu, impersonation
 * banner, team), with the route's first view, rendered by the remote's own bundle, in its place.
 */
import { api } from '@lifeguard/shared/api/api-slice';
import {
  renderInBothModes,
  withServerStore,
  type RenderedModes,
} from '@lifeguard/shared/prerender/render-tree';
import type { RenderedView, ViewRenderInput } from '@lifeguard/shared/prerender/view-entry';
import { routeNameFor } from '@lifeguard/shared/routes/route-name-for';
import { routes, type RouteFrame, type RouteName } from '@lifeguard/shared/routes/routes';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import { hydrateStore, serverStateOf, type ServerState } from '@lifeguard/shared/store/server-state';
import { getTeamsApi } from '@lifeguard/shared/teams/get-teams';
import type { AppSettings } from '@lifeguard/contracts/help';
import { AppSettingsContext, DEFAULT_APP_SETTINGS } from '../frame/app-settings';
import { Frame, type ShellFrame } from '../frame/frame';
import { InFrameContext } from '../router/in-frame';

/** A remote's `renderView` (its dist/server/render-view.cjs). */
export type RenderView = (input: ViewRenderInput) => Promise<RenderedView | null>;

/** A signed-in page as the server drew it: both colour modes and the state the app takes over. */
export type ServerPage = { remote: string; state: ServerState } & RenderedModes;

/** What the gateway asks: where, how to call the API as the visitor, and the owning remote's render. */
export type PageRenderInput = {
  /** The location under /app: path and query (e.g. `/dashboard`). */
  location: string;
  serverFetch: typeof fetch;
  /** The render-view of the route's remote, by remote name; missing when it has none. */
  viewRenderer: (remote: string) => RenderView | undefined;
  /** The runtime settings the page inlines (issue 33 item 1), for the frame's links. */
  settings?: AppSettings;
};

/** Where the view's markup goes in the frame's: the frame's children, as the client's Outlet. */
const VIEW_SLOT = '<template id="lifeguard-view"></template>';

/** The route at `location` when it is one the server renders: signed-in only, with a frame. */
export function serverRenderedRoute(location: string): RouteName | null {
  const name = routeNameFor(location.replace(/[?#].*$/, ''));
  if (!name) return null;
  const { requiresAuth, frame }: { requiresAuth: boolean; frame: RouteFrame } = routes[name];
  return requiresAuth && frame !== 'none' ? name : null;
}

/**
 * Renders the page of `location` for the visitor `serverFetch` speaks for, or null when the
 * server leaves it to the app: not a signed-in framed route, a visitor not signed in (the app
 * then sends them to login with `redirect`, showing nothing private), or a remote that does not
 * render that view. Frame data (the user, the families) and the view's queries are each asked
 * once; the view's queries run together. @throws Error (rejects) when a render fails.
 */
export async function renderPage({
  location,
  serverFetch,
  viewRenderer,
  settings = DEFAULT_APP_SETTINGS,
}: PageRenderInput): Promise<ServerPage | null> {
  const route = serverRenderedRoute(location);
  const renderView = route && viewRenderer(routes[route].remote);
  if (!route || !renderView) return null;
  const frame = routes[route].frame as ShellFrame;

  return withServerStore(serverFetch, async (store) => {
    const user = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    store.dispatch(getTeamsApi.endpoints.getTeams.initiate());
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    if (!(await user).data) return null;

    const state = serverStateOf(route, store.getState());
    const view = await renderView({ route, location, serverFetch, state });
    if (!view) return null;
    hydrateStore(store, view.state);

    const framed = await renderInBothModes(
      <AppSettingsContext value={settings}>
        <InFrameContext value>
          <Frame frame={frame}>
            <template id="lifeguard-view" />
          </Frame>
        </InFrameContext>
      </AppSettingsContext>,
      { store, location, path: routes[route].path, globalStyle: true },
    );
    if (!framed.light.html.includes(VIEW_SLOT)) {
      throw new Error(`The ${frame} frame has no place for the view`);
    }
    const page = (mode: keyof RenderedModes) => ({
      html: framed[mode].html.replace(VIEW_SLOT, () => view[mode].html),
      css: `${framed[mode].css}${view[mode].css}`,
    });
    return { remote: routes[route].remote, state: view.state, light: page('light'), dark: page('dark') };
  });
}
