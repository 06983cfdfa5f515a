import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { TeamSwitchPage } from '../team-switch-page';
import { teamsAnswer } from '@lifeguard/shared/testing/team-fixtures';
import { adasFamily, annUser, refusal, requestsTo, teamsServer } from './teams-server';

function renderSwitch(slug: string) {
  return renderWithProviders(<TeamSwitchPage />, {
    route: `/a/${slug}/`,
    path: '/a/:slug',
    preloadedState: { session: { user: annUser } },
  });
}

describe('Switch Team, /a/{slug}/ (spec 001 §2)', () => {
  it('finds the family by ?slug=, makes it current, then replaces the page with the dashboard', async () => {
    const queries: string[] = [];
    const { requests } = teamsServer(undefined, {
      'GET /teams/api/teams/': ({ url }) => {
        queries.push(url.search);
        return [200, teamsAnswer([adasFamily])];
      },
    });
    renderSwitch('adas-family');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(queries[0]).toBe('?slug=adas-family');
    expect(requestsTo(requests, 'POST', '/teams/api/teams/2/switch/')).toHaveLength(1);
  });

  it('says the family was not found when the user is not in it, and switches nothing', async () => {
    const { requests } = teamsServer();
    renderSwitch('someone-elses-family');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't find this family, or you are not a member of it.",
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows a refused switch with the server's message and Try Again", async () => {
    let refuse = true;
    const { requests } = teamsServer(undefined, {
      'POST /teams/api/teams/2/switch/': () =>
        refuse ? refusal('Families cannot be switched right now.') : [200, { status: 'success' }],
    });
    const { user } = renderSwitch('adas-family');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to switch family.');
    expect(alert).toHaveTextContent('Families cannot be switched right now.');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requestsTo(requests, 'POST', '/teams/api/teams/2/switch/')).toHaveLength(2);
  });
});
