/**
 * Renders React elements to markup and the CSS they need, in Node, never in the browser: the
 * build-time first screens (render-first-screens.tsx) and the server-rendered signed-in pages
 * (issue 31: view-entry.tsx, the shell's server/render-page.tsx). Each render waits for every
 * lazy component (React's static prerender) and collects its styled-components CSS.
 */
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { api } from '@lifeguard/shared/api/api-slice';
import { APP_BASENAME } from '@lifeguard/shared/routes/routes';
import { makeStore, type AppStore } from '@lifeguard/shared/store/make-store';
import { GlobalStyle } from '@lifeguard/shared/theme/global-style';
import { systemModeChanged, type ColorMode } from '@lifeguard/shared/theme/theme-slice';
import { darkTheme, lightTheme } from '@lifeguard/shared/theme/tokens';

/** One screen in one colour mode: the markup for `#root` and the CSS it needs. */
export type RenderedScreen = { html: string; css: string };

/** Where and how to render: the store, the URL under /app (path and query) and the route pattern. */
export type RenderTarget = {
  store: AppStore;
  /** The location under /app, e.g. `/dashboard` or `/a/smiths/team/?tab=1`. */
  location: string;
  /** The route table's pattern the element is mounted at, e.g. `/a/:slug/team/`. */
  path: string;
  mode: ColorMode;
  /** Page-wide styles (GlobalStyle): once per page, so only the outermost render draws them. */
  globalStyle: boolean;
};

/** The CSS text inside the `<style>` tags styled-components collected. */
const cssOf = (sheet: ServerStyleSheet) =>
  sheet
    .getStyleTags()
    .replace(/<style[^>]*>|<\/style>/g, '')
    .trim();

/**
 * `element` rendered as the shell renders a route: store, theme of `mode`, page-wide styles when
 * asked, router under /app at `location`, the element at `path`.
 */
export async function renderToMarkup(element: ReactNode, target: RenderTarget): Promise<RenderedScreen> {
  const { store, location, path, mode, globalStyle } = target;
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <Provider store={store}>
          <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
            {globalStyle ? <GlobalStyle /> : null}
            <MemoryRouter basename={APP_BASENAME} initialEntries={[`${APP_BASENAME}${location}`]}>
              <Routes>
                <Route path={path} element={element} />
              </Routes>
            </MemoryRouter>
          </ThemeProvider>
        </Provider>,
      ),
    );
    return { html: await text(prelude), css: cssOf(sheet) };
  } finally {
    sheet.seal();
  }
}

/** Both colour modes of one render. */
export type RenderedModes = Record<ColorMode, RenderedScreen>;

/**
 * `element` rendered in light and in dark mode on `target.store` (issue 31): the store's system
 * mode is set to each in turn, as a visitor with no stored choice has it.
 */
export async function renderInBothModes(
  element: ReactNode,
  target: Omit<RenderTarget, 'mode'>,
): Promise<RenderedModes> {
  const rendered: Partial<RenderedModes> = {};
  for (const mode of ['light', 'dark'] as const) {
    target.store.dispatch(systemModeChanged(mode));
    rendered[mode] = await renderToMarkup(element, { ...target, mode });
  }
  return rendered as RenderedModes;
}

/**
 * Runs `work` on a store whose API calls `serverFetch` answers (a server render of a signed-in
 * page, issue 31), and then ends the store's timers (unused entries' removal), so nothing keeps
 * it alive.
 */
export async function withServerStore<T>(
  serverFetch: typeof fetch,
  work: (store: AppStore) => Promise<T>,
): Promise<T> {
  const store = makeStore(undefined, { serverFetch });
  try {
    return await work(store);
  } finally {
    store.dispatch(api.util.resetApiState());
  }
}
