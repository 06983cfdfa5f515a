/**
 * Build-time rendering of a remote's first screens (issue 17 "The first screen paints without
 * JavaScript"), run by shared/tooling/prerender.mjs in Node, never in the browser. Each screen is
 * rendered from the remote's own route element, as the shell renders it (theme, page-wide styles,
 * store, router under /app), once per colour mode, with styled-components' ServerStyleSheet
 * collecting its critical CSS. React's prerender waits for every lazy screen to load, so a remote
 * may load its first screens lazily.
 */
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { APP_BASENAME, FIRST_SCREENS, routes } from '@lifeguard/shared/routes/routes';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { GlobalStyle } from '@lifeguard/shared/theme/global-style';
import type { ColorMode } from '@lifeguard/shared/theme/theme-slice';
import { darkTheme, lightTheme } from '@lifeguard/shared/theme/tokens';

/** One screen in one colour mode: the markup for `#root` and the CSS it needs. */
export type RenderedScreen = { html: string; css: string };

/** A first screen of the remote: its route name, its path under /app, and both colour modes. */
export type FirstScreen = { name: string; path: string } & Record<ColorMode, RenderedScreen>;

/** The CSS text inside the `<style>` tags styled-components collected. */
const cssOf = (sheet: ServerStyleSheet) =>
  sheet
    .getStyleTags()
    .replace(/<style[^>]*>|<\/style>/g, '')
    .trim();

/**
 * A form posts, never GETs: before the app takes over, a submit is held by the page's own script
 * (shell index.html); without JavaScript at all, a password must not end up in a URL.
 */
const postingForms = (html: string) => html.replace(/<form(?![^>]*\smethod=)/g, '<form method="post"');

async function renderScreen(element: ReactNode, path: string, mode: ColorMode): Promise<RenderedScreen> {
  const sheet = new ServerStyleSheet();
  const store = makeStore({ theme: { preference: mode, systemMode: mode } });
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <Provider store={store}>
          <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
            <GlobalStyle />
            <MemoryRouter basename={APP_BASENAME} initialEntries={[`${APP_BASENAME}${path}`]}>
              <Routes>
                <Route path={path} element={element} />
              </Routes>
            </MemoryRouter>
          </ThemeProvider>
        </Provider>,
      ),
    );
    return { html: postingForms(await text(prelude)), css: cssOf(sheet) };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders each of {@link FIRST_SCREENS} that `remoteRoutes` (a remote's `./routes`) owns, in
 * light and dark mode. @throws Error (rejects) when a screen renders nothing.
 */
export async function renderFirstScreens(remoteRoutes: readonly RemoteRouteObject[]): Promise<FirstScreen[]> {
  const screens: FirstScreen[] = [];
  for (const route of remoteRoutes.filter((candidate) => FIRST_SCREENS.includes(candidate.id))) {
    const path = routes[route.id].path;
    const light = await renderScreen(route.element, path, 'light');
    if (!light.html) throw new Error(`${route.id} rendered nothing`);
    screens.push({ name: route.id, path, light, dark: await renderScreen(route.element, path, 'dark') });
  }
  return screens;
}
