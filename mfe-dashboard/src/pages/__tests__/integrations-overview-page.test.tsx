import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import type { ServerIntegration } from '../../features/integrations/api/integration';
import { activeFixture, integrationFixture } from '../../testing/integration-fixtures';
import { integrationsServer, requestsTo } from '../../testing/integrations-server';
import { routes } from '../../routes';
import { IntegrationsOverviewPage } from '../integrations-overview-page';

const BASE = '/integrations/api/integrations/';
const IMPERSONATING = 'Not allowed while impersonating a user.';

/** The integrations stand-in plus update_status and sync/ over its state; `extra` overrides. */
function overviewServer(initial: ServerIntegration[], extra: Record<string, MockHandler> = {}) {
  const handlers: Record<string, MockHandler> = {};
  const change = (id: number, changes: Partial<ServerIntegration>) => {
    server.state.integrations = server.state.integrations.map((i) =>
      i.id === id ? { ...i, ...changes } : i,
    );
    return [200, server.state.integrations.find((i) => i.id === id)] as [number, unknown];
  };
  for (const id of [1, 2, 3, 4]) {
    handlers[`POST ${BASE}${id}/update_status/`] = ({ body }) => {
      const active = (body as { status: string }).status === 'active';
      return change(id, { is_active: active, health_status: active ? 'healthy' : 'offline' });
    };
    handlers[`POST ${BASE}${id}/sync/`] = () => change(id, { last_synced_at: new Date().toISOString() });
  }
  const server = integrationsServer(initial, { extra: { ...handlers, ...extra } });
  return server;
}

const renderOverview = () =>
  renderWithProviders(<IntegrationsOverviewPage />, { route: '/integrations/overview' });
const protection = (name: string) => within(screen.getByRole('listitem', { name }));

describe('/integrations/overview (spec 000 §2 integrations overview, spec 001 §3, §4, §7)', () => {
  it('is the route integrations-overview of this remote', () => {
    expect(routes).toContainEqual(
      expect.objectContaining({ id: 'integrations-overview', path: '/integrations/overview' }),
    );
  });

  it('lists the five protections with their status, description and when they were last checked', async () => {
    overviewServer([
      activeFixture('darkweb'),
      integrationFixture('chrome', { is_configured: true, health_status: 'offline' }),
      integrationFixture('email'),
      { ...activeFixture('phone'), last_synced_at: new Date(Date.now() - 5 * 60_000).toISOString() },
    ]);
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Your protections' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Protections' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Dark Web Monitoring',
      'Web Protection',
      'Email Protection',
      'Phone Protection',
      'Fraud Protection',
    ]);
    expect(protection('Dark Web Monitoring').getByText('Active')).toBeInTheDocument();
    expect(protection('Dark Web Monitoring').getByText('Required')).toBeInTheDocument();
    expect(protection('Web Protection').getByText('Inactive')).toBeInTheDocument();
    expect(
      protection('Email Protection').getByText('Scans your emails for scams and phishing.'),
    ).toBeInTheDocument();
    expect(protection('Phone Protection').getByText('5 minutes ago')).toBeInTheDocument();
    expect(protection('Dark Web Monitoring').getByText('Not checked yet')).toBeInTheDocument();
    expect(protection('Fraud Protection').getByText('Not available yet')).toBeInTheDocument();
    expect(protection('Fraud Protection').queryByText('Required')).not.toBeInTheDocument();
    expect(protection('Fraud Protection').queryByRole('button')).not.toBeInTheDocument();
    expect(protection('Email Protection').getByRole('link', { name: 'Email Protection' })).toHaveAttribute(
      'href',
      '/integrations/email',
    );
  });

  it("sets up email protection on its screen (spec 001 §4 'navigate')", async () => {
    overviewServer([activeFixture('darkweb'), integrationFixture('email')]);
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Set up Email Protection' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/integrations/email');
  });

  it('turns a protection off after a confirmation, then on again', async () => {
    const { requests } = overviewServer([activeFixture('darkweb')]);
    const { user } = renderOverview();
    const toggle = await screen.findByRole('button', { name: 'Turn off Dark Web Monitoring' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Turn off Dark Web Monitoring?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(
      await protection('Dark Web Monitoring').findByText('Dark Web Monitoring is turned off.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await protection('Dark Web Monitoring').findByText('Inactive')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Turn on Dark Web Monitoring');

    await user.click(toggle);
    expect(
      await protection('Dark Web Monitoring').findByText('Dark Web Monitoring is turned on.'),
    ).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', `${BASE}1/update_status/`).map((r) => r.body)).toEqual([
      { status: 'inactive' },
      { status: 'active' },
    ]);
  });

  it("shows the server's refusal to turn off while impersonating, in the dialog", async () => {
    overviewServer([activeFixture('phone')], {
      [`POST ${BASE}4/update_status/`]: () => [
        403,
        { status: 'error', errors: [{ message: IMPERSONATING, code: 'impersonating' }] },
      ],
    });
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Turn off Phone Protection' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off Phone Protection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMPERSONATING);
    expect(protection('Phone Protection').getByText('Active')).toBeInTheDocument();
  });

  it('checks a protection now and shows when, or why it could not', async () => {
    const { requests } = overviewServer(
      [activeFixture('darkweb'), integrationFixture('chrome', { is_configured: true })],
      {
        [`POST ${BASE}1/sync/`]: () => [
          429,
          {
            status: 'error',
            errors: [
              {
                message: 'Too many sync requests. Please wait a minute and try again.',
                code: 'rate_limited',
              },
            ],
          },
        ],
      },
    );
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Check Web Protection now' }));
    expect(
      await protection('Web Protection').findByText('Web Protection checked just now.'),
    ).toBeInTheDocument();
    expect(await protection('Web Protection').findByText('Just now')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', `${BASE}2/sync/`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Check Dark Web Monitoring now' }));
    expect(await protection('Dark Web Monitoring').findByRole('alert')).toHaveTextContent(
      'Too many sync requests. Please wait a minute and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Check Email Protection now' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load integrations' with the error and Try Again (spec 001 §8)", async () => {
    integrationsServer([], { extra: { [`GET ${BASE}`]: () => [500, { detail: 'Server error' }] } });
    renderOverview();
    expect(await screen.findByText('Failed to load integrations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
