/**
 * Build-time rendering of a remote's first screens (issue 17 "The first screen paints without
 * JavaScript"), run by shared/tooling/prerender.mjs in Node, never in the browser. Each screen is
 * rendered from the remote's own route element, as the shell renders it (theme, page-wide styles,
 * store, router under /app), once per colour mode, with styled-components' ServerStyleSheet
 * collecting its critical CSS. React's prerender waits for every lazy screen to load, so a remote
 * may load its first screens lazily.
 */
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { FIRST_SCREENS, routes } from '@lifeguard/shared/routes/routes';
import { makeStore } from '@lifeguard/shared/store/make-store';
import type { ColorMode } from '@lifeguard/shared/theme/theme-slice';
import { renderToMarkup, type RenderedScreen } from './render-tree';

export type { RenderedScreen };

/** A first screen of the remote: its route name, its path under /app, and both colour modes. */
export type FirstScreen = { name: string; path: string } & Record<ColorMode, RenderedScreen>;

/**
 * A form posts, never GETs: before the app takes over, a submit is held by the page's own script
 * (shell index.html); without JavaScript at all, a password must not end up in a URL.
 */
const postingForms = (html: string) => html.replace(/<form(?![^>]*\smethod=)/g, '<form method="post"');

async function renderScreen(
  route: RemoteRouteObject,
  path: string,
  mode: ColorMode,
): Promise<RenderedScreen> {
  const store = makeStore({ theme: { preference: mode, systemMode: mode } });
  const screen = await renderToMarkup(route.element, {
    store,
    location: path,
    path,
    mode,
    globalStyle: true,
  });
  return { ...screen, html: postingForms(screen.html) };
}

/**
 * Renders each of {@link FIRST_SCREENS} that `remoteRoutes` (a remote's `./routes`) owns, in
 * light and dark mode. @throws Error (rejects) when a screen renders nothing.
 */
export async function renderFirstScreens(remoteRoutes: readonly RemoteRouteObject[]): Promise<FirstScreen[]> {
  const screens: FirstScreen[] = [];
  for (const route of remoteRoutes.filter((candidate) => FIRST_SCREENS.includes(candidate.id))) {
    const path = routes[route.id].path;
    const light = await renderScreen(route, path, 'light');
    if (!light.html) throw new Error(`${route.id} rendered nothing`);
    screens.push({ name: route.id, path, light, dark: await renderScreen(route, path, 'dark') });
  }
  return screens;
}
