import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { invitationFixture } from '@lifeguard/shared/testing/team-fixtures';
import { TeamSettingsPage } from '../team-settings-page';
import { adasFamily, annUser, annsFamily, refusal, requestsTo, teamsServer } from './teams-server';

function renderSettings(slug: string) {
  return renderWithProviders(<TeamSettingsPage />, {
    route: `/a/${slug}/team/`,
    path: '/a/:slug/team',
    preloadedState: { session: { user: annUser } },
  });
}

const toasts = (store: ReturnType<typeof renderSettings>['store']) =>
  store.getState().toasts.items.map(({ message }) => message);

describe('Team Settings for an admin (spec 001 §2, issue 13)', () => {
  it('shows the family name, members with roles, no pending invitations and the family overview', async () => {
    teamsServer();
    renderSettings('anns-family');
    expect(await screen.findByRole('heading', { level: 1, name: "Ann's family" })).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'Members' });
    const [annRow, bobRow] = within(members).getAllByRole('listitem');
    expect(annRow).toHaveTextContent('Ann Lee (you)ann@example.comAdmin');
    expect(within(annRow!).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(within(annRow!).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(bobRow!).getByRole('combobox', { name: 'Role of Bob Lee' })).toHaveValue('member');
    expect(within(bobRow!).getByRole('button', { name: 'Remove Bob Lee' })).toBeInTheDocument();
    expect(within(bobRow!).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'Family overview' });
    const bobScores = await within(overview).findByRole('row', { name: /Bob Lee/ });
    expect(within(bobScores).getByText('25%')).toBeInTheDocument();
    expect(within(bobScores).getByText('3')).toBeInTheDocument();
    expect(
      within(overview).getByRole('columnheader', { name: 'Open high or critical threats' }),
    ).toBeInTheDocument();
  });

  it('invites by email with a role; the invitation then shows as pending', async () => {
    const { requests } = teamsServer();
    const { user, store } = renderSettings('anns-family');
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText('Email address'), ' cleo@example.com ');
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('cleo@example.com')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/a/anns-family/team/api/invitations/')[0]?.body).toEqual({
      email: 'cleo@example.com',
      role: 'admin',
      team: 1,
    });
    expect(toasts(store)).toContain('Invitation sent to cleo@example.com.');
    expect(within(form).getByLabelText('Email address')).toHaveValue('');
  });

  it("checks the email before sending, and shows the server's refusal", async () => {
    const { requests } = teamsServer([
      { ...annsFamily, invitations: [invitationFixture({ id: 1, email: 'bob@example.com' })] },
    ]);
    const { user } = renderSettings('anns-family');
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText('Email address'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/a/anns-family/team/api/invitations/')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Email address'));
    await user.type(within(form).getByLabelText('Email address'), 'bob@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'bob@example.com has already been invited.',
    );
  });

  it('cancels a pending invitation, which then leaves the list', async () => {
    const { requests } = teamsServer([
      { ...annsFamily, invitations: [invitationFixture({ id: 1, email: 'bob@example.com' })] },
    ]);
    const { user, store } = renderSettings('anns-family');
    await user.click(await screen.findByRole('button', { name: 'Cancel the invitation to bob@example.com' }));
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/a/anns-family/team/invite/cancel/1/')).toHaveLength(1);
    expect(toasts(store)).toContain('The invitation to bob@example.com was cancelled.');
  });

  it('resends a pending invitation and reloads the family', async () => {
    const { requests } = teamsServer([
      { ...annsFamily, invitations: [invitationFixture({ id: 2, email: 'bob@example.com' })] },
    ]);
    const { user, store } = renderSettings('anns-family');
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to bob@example.com' }));
    await waitFor(() => expect(toasts(store)).toContain('A new invitation was sent to bob@example.com.'));
    expect(requestsTo(requests, 'POST', '/a/anns-family/team/invite/2/')).toHaveLength(1);
    await waitFor(() => expect(requestsTo(requests, 'GET', '/teams/api/teams/')).toHaveLength(2));
  });

  it("changes a member's role", async () => {
    const { requests } = teamsServer();
    const { user } = renderSettings('anns-family');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Bob Lee' }), 'admin');
    await waitFor(() =>
      expect(requestsTo(requests, 'PATCH', '/a/anns-family/team/api/members/2/')[0]?.body).toEqual({
        role: 'admin',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Bob Lee' })).toHaveValue('admin'),
    );
  });

  it('removes a member after confirming', async () => {
    const { requests } = teamsServer();
    const { user } = renderSettings('anns-family');
    await user.click(await screen.findByRole('button', { name: 'Remove Bob Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Bob Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    const members = screen.getByRole('list', { name: 'Members' });
    await waitFor(() => expect(within(members).queryByText('Bob Lee')).not.toBeInTheDocument());
    expect(requestsTo(requests, 'DELETE', '/a/anns-family/team/api/members/2/')).toHaveLength(1);
    await waitFor(() =>
      expect(requestsTo(requests, 'GET', '/a/anns-family/team/api/overview/')).toHaveLength(2),
    );
  });

  it('renames the family', async () => {
    const { requests } = teamsServer();
    const { user } = renderSettings('anns-family');
    const form = await screen.findByRole('form', { name: 'Rename family' });
    await user.clear(within(form).getByLabelText('Family name'));
    await user.type(within(form).getByLabelText('Family name'), 'The Lees');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lees' })).toBeInTheDocument();
    expect(requestsTo(requests, 'PATCH', '/teams/api/teams/1/')[0]?.body).toEqual({ name: 'The Lees' });
  });

  it('deletes the family after confirming, then goes to the dashboard', async () => {
    const { requests } = teamsServer();
    const { user } = renderSettings('anns-family');
    await user.click(await screen.findByRole('button', { name: 'Delete family' }));
    const dialog = screen.getByRole('dialog', { name: "Delete Ann's family?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete family' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requestsTo(requests, 'DELETE', '/teams/api/teams/1/')).toHaveLength(1);
  });
});

describe('Team Settings for a member (spec 001 §6, issue 13)', () => {
  it('shows the members without the admin sections', async () => {
    teamsServer();
    renderSettings('adas-family');
    expect(await screen.findByRole('heading', { level: 1, name: "Ada's family" })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Family overview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete family' })).not.toBeInTheDocument();
  });

  it('leaves only after confirming, then goes to the dashboard', async () => {
    const { requests } = teamsServer();
    const { user, store } = renderSettings('adas-family');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: "Leave Ada's family?" });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, 'DELETE', '/a/adas-family/team/api/members/4/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(
      within(screen.getByRole('dialog', { name: "Leave Ada's family?" })).getByRole('button', {
        name: 'Leave family',
      }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requestsTo(requests, 'DELETE', '/a/adas-family/team/api/members/4/')).toHaveLength(1);
    expect(toasts(store)).toContain("You left Ada's family.");
  });

  it("shows the server's refusal to let the last admin leave, in the dialog", async () => {
    teamsServer(undefined, {
      'DELETE /a/anns-family/team/api/members/1/': refusal(
        'You are the last admin of this family. Make someone else an admin first.',
        'last_admin',
      ),
    });
    const { user } = renderSettings('anns-family');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: "Leave Ann's family?" });
    await user.click(within(dialog).getByRole('button', { name: 'Leave family' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are the last admin of this family. Make someone else an admin first.',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('Team Settings of a family the user is not in (spec 001 §6)', () => {
  it('says it was not found, with a link to the dashboard', async () => {
    teamsServer([annsFamily, adasFamily]);
    renderSettings('someone-elses-family');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't find this family, or you are not a member of it.");
    expect(within(alert).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("shows a failed load with the server's message and Try Again", async () => {
    let up = false;
    const { requests } = teamsServer([annsFamily], {
      'GET /teams/api/teams/': () =>
        up
          ? [200, { count: 1, next: null, previous: null, results: [annsFamily] }]
          : [
              503,
              { status: 'error', errors: [{ message: 'Families are unavailable.', code: 'unavailable' }] },
            ],
    });
    const { user } = renderSettings('anns-family');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load your families.');
    expect(alert).toHaveTextContent('Families are unavailable.');
    up = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Ann's family" })).toBeInTheDocument();
    expect(requestsTo(requests, 'GET', '/teams/api/teams/')).toHaveLength(2);
  });
});
