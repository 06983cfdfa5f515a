import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { invitationPreviewFixture, teamFixture } from '@lifeguard/shared/testing/team-fixtures';
import type { InvitationPreview } from '@lifeguard/contracts/schemas/teams';
import { TeamInvitationPage } from '../team-invitation-page';
import { annUser, refusal, requestsTo } from './teams-server';

const KEY = 'k3y_0123456789abcdefghij';
const PAGE = `/teams/invitation/7?key=${KEY}`;
const PREVIEW = '/teams/api/invitations/7/';
const ACCEPT = '/teams/api/invitations/7/accept/';
const adasFamily = teamFixture({ id: 2, slug: 'adas-family', name: "Ada's family" });

function serve(
  preview: Partial<InvitationPreview> = {},
  extra: Record<string, MockHandler | [number, unknown]> = {},
) {
  return mockApi({
    [`GET ${PREVIEW}`]: ({ url }) =>
      url.searchParams.get('key') === KEY
        ? [200, invitationPreviewFixture({ id: 7, ...preview })]
        : [
            404,
            { status: 'error', errors: [{ message: 'Not found.', code: 'not_found', param: 'general' }] },
          ],
    [`POST ${ACCEPT}`]: [200, { status: 'success', team: adasFamily }],
    ...extra,
  });
}

function renderInvitation({ signedIn, route = PAGE }: { signedIn: boolean; route?: string }) {
  return renderWithProviders(<TeamInvitationPage />, {
    route,
    path: '/teams/invitation/:id',
    preloadedState: { session: { user: signedIn ? annUser : null } },
  });
}

const summary = "Ada invited you to join Ada's family as a member.";

describe('the invitation accept page, signed out (issue 13)', () => {
  it('previews the invitation and offers to sign in (back here after) or create an account', async () => {
    const requests = serve();
    renderInvitation({ signedIn: false });
    expect(await screen.findByText((_, element) => element?.textContent === summary)).toBeInTheDocument();
    expect(requests[0]?.path).toBe(PREVIEW);
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(PAGE)}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('remembers this page for the end of the registration, then goes to /register', async () => {
    serve();
    const { user } = renderInvitation({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/register');
    expect(sessionStorage.getItem('pendingInvitation')).toBe(PAGE);
  });
});

describe('the invitation accept page, signed in (issue 13)', () => {
  it("accepts, then opens that family's Team Settings", async () => {
    sessionStorage.setItem('pendingInvitation', PAGE);
    const requests = serve();
    const { user, store } = renderInvitation({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/a/adas-family/team/');
    expect(requestsTo(requests, 'POST', ACCEPT)[0]?.body).toEqual({ key: KEY });
    expect(store.getState().toasts.items.map(({ message }) => message)).toEqual(["Welcome to Ada's family!"]);
    expect(sessionStorage.getItem('pendingInvitation')).toBeNull();
  });

  it("shows the server's refusal, e.g. another email", async () => {
    serve(
      { email: 'someone@example.com' },
      { [`POST ${ACCEPT}`]: refusal('This invitation was sent to another email address.', 'email_mismatch') },
    );
    const { user } = renderInvitation({ signedIn: true });
    expect(
      await screen.findByText(
        'This invitation was sent to someone@example.com, and you are signed in as ann@example.com.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to another email address.',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'This invitation has expired. Ask Ada to send you a new one.'],
    ['cancelled', 'This invitation was cancelled.'],
    ['accepted', 'This invitation has already been accepted.'],
  ] as const)(
    'says an invitation that is %s can no longer be accepted, without Accept',
    async (status, message) => {
      serve({ status });
      renderInvitation({ signedIn: true });
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    },
  );

  it('says a link with a wrong key or without one is not valid', async () => {
    serve();
    const wrong = renderInvitation({
      signedIn: true,
      route: '/teams/invitation/7?key=wrong_key_0123456789abc',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid.');
    wrong.unmount();

    const requests = serve();
    renderInvitation({ signedIn: true, route: '/teams/invitation/7' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid.');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(requests).toHaveLength(0);
  });
});
