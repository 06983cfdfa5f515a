import { describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { toClientUser } from '@lifeguard/shared/session/user';
import { authenticatedAnswer, flowsAnswer, serverUser } from '../../../testing/fixtures';
import { VerifyEmailScreen } from '../components/verify-email-screen';

const VERIFY = '/_allauth/browser/v1/auth/email/verify';
const signedIn = { session: { user: toClientUser(serverUser) } };
const infoAnswer = {
  status: 200,
  data: {
    email: 'ann.lee@example.org',
    user: { ...serverUser, display: 'Ann Lee', has_usable_password: true },
  },
  meta: { is_authenticating: false },
};
const invalidKey = {
  status: 400,
  errors: [{ message: 'Invalid or expired key.', code: 'invalid_or_expired_key', param: 'key' }],
};

type Handlers = Record<string, MockHandler | [number, unknown]>;

function renderVerify(handlers: Handlers, options: { signedIn?: boolean; key?: string } = {}) {
  const { key = 'key-123' } = options;
  const requests = mockApi({ [`GET ${VERIFY}`]: [200, infoAnswer], ...handlers });
  const view = renderWithProviders(<VerifyEmailScreen />, {
    route: `/account/verify-email/${key}`,
    path: '/account/verify-email/:key',
    preloadedState: options.signedIn ? signedIn : undefined,
  });
  return { ...view, requests };
}

describe('email verification link (issue 16 §3)', () => {
  it('checks the key, shows the address, and confirms it for a signed-in user', async () => {
    let answerInfo: (value: [number, unknown]) => void = () => undefined;
    const { user, requests } = renderVerify(
      {
        [`GET ${VERIFY}`]: () => new Promise((resolve) => (answerInfo = resolve)),
        [`POST ${VERIFY}`]: [200, authenticatedAnswer()],
      },
      { signedIn: true },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your verification link...');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.headers.get('X-Email-Verification-Key')).toBe('key-123');
    await act(async () => answerInfo([200, infoAnswer]));

    // The title shows while checking too: wait for the address itself.
    expect(await screen.findByText('ann.lee@example.org')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm email address' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/users/profile/',
    );
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ key: 'key-123' });
  });

  it('counts a 401 to the confirmation as verified and offers Login when signed out', async () => {
    const { user } = renderVerify({ [`POST ${VERIFY}`]: [401, flowsAnswer] });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to your profile' })).not.toBeInTheDocument();
  });

  it.each([
    [false, 'Go to Login', '/login'],
    [true, 'Go to your profile', '/users/profile/'],
  ])('says an unknown key is invalid (signed in: %s) with %s', async (isSignedIn, link, href) => {
    const { requests } = renderVerify({ [`GET ${VERIFY}`]: [400, invalidKey] }, { signedIn: isSignedIn });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a used verification link shows the invalid link screen', async () => {
    // The server deletes a key once it verifies (api email-addresses/routes/verify.ts): from
    // then on GET answers 400 invalid_or_expired_key.
    let used = false;
    const server: Handlers = {
      [`GET ${VERIFY}`]: () => (used ? [400, invalidKey] : [200, infoAnswer]),
      [`POST ${VERIFY}`]: () => {
        used = true;
        return [200, authenticatedAnswer()];
      },
    };
    const { user } = renderVerify(server, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    cleanup();

    // The same link opened again: a new page load, so a fresh store.
    renderVerify(server, { signedIn: true });
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('says the link is invalid when the key stopped working before Confirm', async () => {
    const { user } = renderVerify({ [`POST ${VERIFY}`]: [400, invalidKey] });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
  });

  it('keeps Confirm after a server failure, with its reason in a closable alert', async () => {
    const { user } = renderVerify({ [`POST ${VERIFY}`]: [500, { status: 500, errors: [] }] });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An unexpected error occurred. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('offers Try again when the key could not be checked', async () => {
    let fail = true;
    const { user } = renderVerify({
      [`GET ${VERIFY}`]: () => (fail ? [503, {}] : [200, infoAnswer]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not check this verification link. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });
});
