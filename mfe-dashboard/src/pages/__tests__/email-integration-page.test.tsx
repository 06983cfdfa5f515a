import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import {
  callsOf,
  connectedGmail,
  gmailServer,
  gmailStatus,
  notConnectedGmail,
  renderEmailPage,
  STATUS,
} from '../../features/email-integration/__tests__/gmail-server';
import { routes } from '../../routes';
import { integrationsServer, requestsTo } from '../../testing/integrations-server';
import { EmailIntegrationPage } from '../email-integration-page';

const LIST = '/integrations/api/integrations/';

describe('/integrations/email (spec 001 §2, §3, §7; issue 14)', () => {
  it('is the route email-integration of this remote', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toContainEqual({
      id: 'email-integration',
      path: '/integrations/email',
    });
  });

  it('shows a placeholder while loading, then the Not connected state, as accessible markup', async () => {
    gmailServer(notConnectedGmail());
    renderEmailPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Email Protection' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeEnabled();
    const results = await act(() =>
      axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } }),
    );
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('creates the email integration of a user who has none yet, then reads its Gmail status', async () => {
    const { requests } = integrationsServer([], {
      extra: { [STATUS]: () => [200, gmailStatus(notConnectedGmail())] },
    });
    renderWithProviders(<EmailIntegrationPage />, { route: '/integrations/email' });
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', LIST).map(({ body }) => (body as { type: string }).type)).toContain(
      'email',
    );
    expect(callsOf(requests, STATUS)).toHaveLength(1);
  });

  it('says when Email Protection could not load, with Try Again', async () => {
    let failing = true;
    const { requests, state } = gmailServer(connectedGmail(), {
      [STATUS]: () => (failing ? [500, {}] : [200, gmailStatus(state.gmail)]),
    });
    const { user } = renderEmailPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load Email Protection.' + 'Please try again.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Gmail connection' })).toHaveTextContent(
      'ann@gmail.com',
    );
    expect(callsOf(requests, STATUS)).toHaveLength(2);
  });

  it('says when the integrations could not load, with Try Again', async () => {
    let failing = true;
    gmailServer(notConnectedGmail(), {
      [`GET ${LIST}`]: () =>
        failing
          ? [
              500,
              { status: 'error', errors: [{ message: 'The server is unavailable.', code: 'server_error' }] },
            ]
          : [200, listAnswer([notConnectedGmail().integration])],
    });
    const { user } = renderEmailPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load integrations' + 'The server is unavailable.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
  });
});
