import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { useLocation } from '@lifeguard/shared/router/router';
import { toClientUser } from '@lifeguard/shared/session/user';
import { externalNavigation } from '../../lib/navigate-external';
import { authenticatedAnswer, serverUser, submitLogin, userDetailAnswer } from '../../testing/fixtures';
import { LoginRoute } from '../login-route';

const LOGIN = 'POST /_allauth/browser/v1/auth/login';
const USER_DETAIL = 'GET /users/api/user/detail/';
const signedIn = { session: { user: toClientUser(serverUser) } };

function mockSuccessfulLogin() {
  return mockApi({ [LOGIN]: [200, authenticatedAnswer()], [USER_DETAIL]: [200, userDetailAnswer()] });
}

const location = () => screen.getByTestId('location').textContent;
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

/** The router's current location, shown next to the screen (the browser suite's URL). */
function CurrentLocation() {
  const current = useLocation();
  return <output data-testid="current-location">{`${current.pathname}${current.search}`}</output>;
}

/** renderWithProviders with a user-event whose keystroke delays run on the fake clock. */
function renderOnFakeClock(...args: Parameters<typeof renderWithProviders>) {
  const rendered = renderWithProviders(...args);
  return { ...rendered, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

let navigateExternalMock: jest.SpiedFunction<typeof externalNavigation.navigateExternal>;

beforeEach(() => {
  // Pure fake timers: the 1500 ms redirect is checked exactly and nothing waits for real time,
  // which a busy machine stretches (issue 15 item 9).
  jest.useFakeTimers();
  navigateExternalMock = jest
    .spyOn(externalNavigation, 'navigateExternal')
    .mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('sign-in screen titles (spec 000 §2)', () => {
  it.each([
    ['/login', 'Welcome Back', 'Login'],
    ['/login?extension_id=abc', 'Connect Chrome Extension', 'Connect Extension'],
    ['/login?mobile=1', 'Connect Mobile App', 'Login'],
  ])('%s reads %s with a %s button', async (route, title, submit) => {
    renderWithProviders(<LoginRoute />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });
});

describe('normal sign-in (spec 000 §4 "Login screen")', () => {
  it('signs in, says Redirecting... and opens the dashboard after 1500 ms', async () => {
    const requests = mockSuccessfulLogin();
    const { user, store } = renderOnFakeClock(<LoginRoute />, { route: '/login' });
    await submitLogin(user);
    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    expect(store.getState().session.user?.email).toBe('ann@example.com');
    expect(requests.find((r) => r.path.endsWith('/auth/login'))?.body).toEqual({
      email: 'ann@example.com',
      password: 'correct-horse',
      username: '',
      remember: false,
    });
    await advance(1400);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await advance(100);
    expect(location()).toBe('/dashboard');
  });

  it('passes Remember me to the server', async () => {
    const requests = mockSuccessfulLogin();
    const { user } = renderOnFakeClock(<LoginRoute />, { route: '/login' });
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submitLogin(user);
    await screen.findByText('Redirecting...');
    expect(requests.find((r) => r.path.endsWith('/auth/login'))?.body).toMatchObject({ remember: true });
  });

  it.each([
    ['%2Fsettings%3Ftab%3D2', '/settings?tab=2'],
    ['%2Fapp%2Fthreats', '/threats'],
    ['%2F%2Fevil.com', '/dashboard'],
    ['https%3A%2F%2Fevil.com%2F', '/dashboard'],
  ])('honours only a safe redirect query (%s → %s)', async (redirect, expected) => {
    mockSuccessfulLogin();
    const { user } = renderOnFakeClock(<LoginRoute />, { route: `/login?redirect=${redirect}` });
    await submitLogin(user);
    await screen.findByText('Redirecting...');
    await advance(1500);
    expect(location()).toBe(expected);
  });

  it('a wrong password shows the closable credentials alert (spec 000 §8 "Login failure")', async () => {
    // The server's answer to a wrong password (api auth/routes/login.ts `mismatch`).
    const requests = mockApi({
      [LOGIN]: [
        400,
        {
          status: 400,
          errors: [
            {
              message: 'The email address and/or password you specified are not correct.',
              code: 'email_password_mismatch',
              param: 'password',
            },
          ],
        },
      ],
    });
    const { user } = renderOnFakeClock(
      <>
        <LoginRoute />
        <CurrentLocation />
      </>,
      { route: '/login' },
    );
    await submitLogin(user, 'ann@example.com', 'Not-the-password-1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid credentials. Please check your email and password.');
    expect(requests.filter((r) => r.path.endsWith('/auth/login'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    // Still on /login, even once the post-login delay would have passed.
    await advance(2000);
    expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server message when rate limited', async () => {
    mockApi({
      [LOGIN]: [
        429,
        {
          status: 429,
          errors: [
            { message: 'Too many failed login attempts. Try again later.', code: 'too_many_login_attempts' },
          ],
        },
      ],
    });
    const { user } = renderOnFakeClock(<LoginRoute />, { route: '/login' });
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed login attempts. Try again later.',
    );
  });

  it("reads 'Logging in' with every button disabled while the call runs", async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const requests = mockApi({
      [LOGIN]: () => new Promise((resolve) => (answer = resolve)),
      [USER_DETAIL]: [200, userDetailAnswer()],
    });
    const { user } = renderOnFakeClock(<LoginRoute />, { route: '/login' });
    await submitLogin(user);
    expect(await screen.findByRole('button', { name: 'Logging in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => answer([200, authenticatedAnswer()]));
    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
  });

  it('validates email and password before calling the server (spec 000 §5)', async () => {
    const requests = mockSuccessfulLogin();
    const { user } = renderOnFakeClock(<LoginRoute />, { route: '/login' });
    await submitLogin(user, 'ann@example', 'short');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field must be at least 8 characters')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('checks a field once it has been left, then as it changes (spec 000 §5)', async () => {
    const { user } = renderOnFakeClock(<LoginRoute />, { route: '/login' });
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ann@');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.type(email, 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('mobile sign-in (spec 000 §4)', () => {
  it('goes to the mobile redirect page 1500 ms after sign-in', async () => {
    mockSuccessfulLogin();
    const { user } = renderOnFakeClock(<LoginRoute />, { route: '/login?mobile=1' });
    await submitLogin(user);
    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    await advance(1400);
    expect(navigateExternalMock).not.toHaveBeenCalled();
    await advance(100);
    expect(navigateExternalMock).toHaveBeenCalledWith('/users/mobile-auth-redirect/');
  });

  it('goes straight to the mobile redirect page when already signed in', () => {
    renderWithProviders(<LoginRoute />, { route: '/login?mobile=1', preloadedState: signedIn });
    expect(navigateExternalMock).toHaveBeenCalledTimes(1);
    expect(navigateExternalMock).toHaveBeenCalledWith('/users/mobile-auth-redirect/');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
