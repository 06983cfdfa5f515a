import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { appInitialized } from '@lifeguard/shared/app-state/app-slice';
import type { RemoteRoutesModule } from '@lifeguard/shared/routes/remote-routes';
import { REGISTRATION_DRAFT_KEY } from '@lifeguard/contracts/registration-draft';
import { toClientUser } from '@lifeguard/shared/session/user';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { lightTheme } from '@lifeguard/shared/theme/tokens';
import { initializeSession } from '../../session/initialize-session';
import { forgetRemote as forgetRemoteMock, loadRemoteRoutes } from '../../remotes/remote-registry';
import { appRoutes } from '../create-app-router';
import { loadFrame } from '../frame-loader';

jest.mock('../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.fn(),
  forgetRemote: jest.fn(),
}));
jest.mock('../frame-loader', () => ({ loadFrame: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteRoutes);
const forgetRemote = jest.mocked(forgetRemoteMock);
const frameLoads = jest.mocked(loadFrame);
const { loadFrame: realLoadFrame } = jest.requireActual<typeof import('../frame-loader')>('../frame-loader');

const fakeRemote: RemoteRoutesModule = {
  routes: [
    { id: 'login', path: '/login', element: <h1>Login screen</h1> },
    { id: 'dashboard', path: '/dashboard', element: <h1>Dashboard screen</h1> },
    { id: 'register', path: '/register', element: <h1>Register screen</h1> },
    { id: 'register-who-protecting', path: '/register/who-protecting', element: <h1>Who screen</h1> },
    { id: 'darkweb-integration', path: '/integrations/darkweb', element: <h1>Dark web screen</h1> },
    { id: 'uninstall', path: '/uninstall', element: <h1>Uninstall screen</h1> },
    { id: 'dark-web-scan', path: '/dark-web-scan', element: <h1>Scan screen</h1> },
  ],
};

const user = toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });

/** The app's routes on `store`, at `url`. */
function renderRoutes(store: ReturnType<typeof makeStore>, url: string) {
  const router = createMemoryRouter(appRoutes(store), { basename: '/app', initialEntries: [url] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return router;
}

function renderApp(url: string, { signedIn = false, initialized = true } = {}) {
  const store = makeStore({ session: { user: signedIn ? user : null } });
  if (initialized) store.dispatch(appInitialized());
  const router = renderRoutes(store, url);
  return { store, router, path: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** Like the real registry: one cached promise per load, failures included, until forgotten. */
function cachingLoader(load: () => Promise<RemoteRoutesModule>) {
  let pending: Promise<RemoteRoutesModule> | undefined;
  forgetRemote.mockImplementation(() => {
    pending = undefined;
  });
  return () => {
    pending ??= load();
    return pending;
  };
}

beforeEach(() => {
  loadRemote.mockImplementation(cachingLoader(() => Promise.resolve(fakeRemote)));
  frameLoads.mockImplementation(realLoadFrame);
});

describe('navigation guard (spec 000 §2)', () => {
  it('sends a signed-out visitor of an auth route to login with the full target path', async () => {
    const app = renderApp('/app/dashboard?tab=alerts');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/login?redirect=%2Fdashboard%3Ftab%3Dalerts');
  });

  it('sends a signed-in user away from login to the dashboard', async () => {
    const app = renderApp('/app/login', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/dashboard');
  });

  it('sends a signed-in user away from register to the dashboard, but not from its later steps', async () => {
    const app = renderApp('/app/register', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/dashboard');
    await act(() => app.router.navigate('/register/who-protecting'));
    expect(await screen.findByRole('heading', { name: 'Who screen' })).toBeInTheDocument();
  });

  it('lets a signed-in user back onto register while this tab holds their email registration (issue 33)', async () => {
    const draft = (email: string, authMethod: string) => JSON.stringify({ email, authMethod });
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, draft('ANN@example.com', 'email'));
    const app = renderApp('/app/register', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Register screen' })).toBeInTheDocument();

    // Someone else's draft, or a third-party sign-in's, is no reason to register again.
    for (const other of [draft('bob@example.com', 'email'), draft('ann@example.com', 'oauth')]) {
      sessionStorage.setItem(REGISTRATION_DRAFT_KEY, other);
      await act(() => app.router.navigate('/dashboard'));
      await act(() => app.router.navigate('/register'));
      expect(app.path()).toBe('/app/dashboard');
    }
  });

  it.each(['/app/login?extension_id=abc', '/app/login?mobile=1'])(
    'lets a signed-in user open %s',
    async (url) => {
      renderApp(url, { signedIn: true });
      expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    },
  );

  it('redirects unknown paths to login and the root to the dashboard', async () => {
    const unknown = renderApp('/app/no/such/page');
    await screen.findByRole('heading', { name: 'Login screen' });
    expect(unknown.path()).toBe('/app/login');
  });

  it('waits for initialisation before deciding, polling every 50 ms', async () => {
    jest.useFakeTimers();
    const app = renderApp('/app/dashboard', { initialized: false, signedIn: true });
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('heading', { name: 'Dashboard screen' })).not.toBeInTheDocument();
    act(() => {
      app.store.dispatch(appInitialized());
    });
    await act(async () => jest.advanceTimersByTime(60));
    jest.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });
});

describe('redirect aliases (spec 000 §2)', () => {
  it('takes /register/onboarding/:step to /register/:step with its query', async () => {
    const app = renderApp('/app/register/onboarding/who-protecting?from=back', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Who screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/register/who-protecting?from=back');
  });

  it('takes /darkweb to /integrations/darkweb (spec 001 §2)', async () => {
    const app = renderApp('/app/darkweb', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Dark web screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/integrations/darkweb');
  });

  it('takes /integrations to the dashboard, yet keeps /integrations/* screens (spec 001 §2)', async () => {
    const app = renderApp('/app/integrations', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/dashboard');
    await act(() => app.router.navigate('/integrations/darkweb'));
    expect(await screen.findByRole('heading', { name: 'Dark web screen' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /darkweb to login with the canonical target', async () => {
    const app = renderApp('/app/darkweb');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/login?redirect=%2Fintegrations%2Fdarkweb');
  });
});

describe('remote failure (ARCHITECTURE "Runtime composition")', () => {
  it('shows a contained fallback whose Retry loads the remote again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let remoteDown = true;
    let loads = 0;
    loadRemote.mockImplementation(
      cachingLoader(() => {
        loads += 1;
        return remoteDown ? Promise.reject(new Error('remote down')) : Promise.resolve(fakeRemote);
      }),
    );
    renderApp('/app/login');
    expect(
      await screen.findByRole('heading', { name: "This part of Lifeguard couldn't load" }),
    ).toBeInTheDocument();
    // The failure is shown, not retried in a render loop.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(loads).toBe(1);
    remoteDown = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('contains a remote screen that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    const broken = { routes: [{ id: 'login' as const, path: '/login', element: <Broken /> }] };
    loadRemote.mockImplementation(cachingLoader(() => Promise.resolve(broken)));
    renderApp('/app/login');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app/dashboard');
  });
});

describe('the frame (spec 001 §2 Layout)', () => {
  it("draws the route table's frame around a signed-in screen: the sidebar, or header and footer", async () => {
    const app = renderApp('/app/dashboard', { signedIn: true });
    const heading = await screen.findByRole('heading', { name: 'Dashboard screen' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await act(() => app.router.navigate('/dark-web-scan'));
    expect(await screen.findByRole('heading', { name: 'Scan screen' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('never loads the frame for the sign-in screen', async () => {
    renderApp('/app/login');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(frameLoads).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('leaves a signed-out visitor of /uninstall without the signed-in frame', async () => {
    renderApp('/app/uninstall');
    expect(await screen.findByRole('heading', { name: 'Uninstall screen' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(frameLoads).not.toHaveBeenCalled();
  });

  it('shows a failed remote inside the frame, whose header still takes the user home', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockImplementation((remote) =>
      remote === 'darkweb' ? Promise.reject(new Error('remote down')) : Promise.resolve(fakeRemote),
    );
    const app = renderApp('/app/dark-web-scan', { signedIn: true });
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent("This part of Lifeguard couldn't load");
    expect(screen.getByRole('main')).toContainElement(fallback);
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Lifeguard home' })));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/dashboard');
  });
});

describe('the full-screen loader (spec 000 §2 "App shell", §4 app start)', () => {
  it("shows 'Checking authentication...' while the session is checked", async () => {
    jest.useFakeTimers();
    try {
      // The server's 401 for a visitor without a session (api plugins/authenticate.ts).
      const signedOut = {
        status: 401,
        data: {
          flows: [{ id: 'login' }, { id: 'signup' }, { id: 'provider_redirect', providers: ['google'] }],
        },
        meta: { is_authenticated: false },
      };
      let answer: (value: [number, unknown]) => void = () => undefined;
      const requests = mockApi({
        'GET /users/api/user/detail/': () => new Promise((resolve) => (answer = resolve)),
      });
      // As bootstrap.tsx starts the app: the session check, then the router at the visited URL.
      const store = makeStore();
      void initializeSession(store);
      const router = renderRoutes(store, '/app/dashboard');

      expect(await screen.findByText('Checking authentication...')).toBeVisible();
      await waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/users/api/user/detail/']));
      // The guard keeps waiting (polling every 50 ms) while the check is pending.
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(screen.getByText('Checking authentication...')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Login screen' })).not.toBeInTheDocument();

      await act(async () => answer([401, signedOut]));
      // The login route, rendered by the auth remote (a stand-in here: the remotes are mocked).
      expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
      expect(screen.queryByText('Checking authentication...')).not.toBeInTheDocument();
      const { pathname, search } = router.state.location;
      expect(`${pathname}${search}`).toBe('/app/login?redirect=%2Fdashboard');
    } finally {
      jest.useRealTimers();
    }
  });
});
