import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { AdminRemotesPage } from '../../../pages/admin-remotes-page';
import type { RemoteRegistryEntry } from '../api/get-remote-registry';
import { plainUser, superuser } from '../../../testing/admin-fixtures';

const registry: RemoteRegistryEntry[] = [
  { name: 'auth', entry: '/remotes/auth/mf-manifest.json', version: '0.1.0' },
  { name: 'onboarding', entry: '/remotes/onboarding/mf-manifest.json', version: '0.1.0' },
  { name: 'darkweb', entry: 'https://cdn.example.com/darkweb/2.3.0/mf-manifest.json', version: '2.3.0' },
  { name: 'teams', entry: '/remotes/teams/mf-manifest.json', version: '0.2.0' },
];

const manifest = { id: 'auth', name: 'auth', metaData: {} };

function renderPage(handlers: Record<string, MockHandler | [number, unknown]>, user = superuser) {
  const requests = mockApi(handlers);
  return {
    ...renderWithProviders(<AdminRemotesPage />, {
      route: '/admin/remotes',
      preloadedState: { session: { user } },
    }),
    requests,
  };
}

/** The table row of remote `name`. */
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });

/** How often `path` was requested. */
const countOf = (requests: { path: string }[], path: string) =>
  requests.filter((request) => request.path === path).length;

describe('Remotes (issue 18)', () => {
  it("tells a non-superuser they don't have access, and reads nothing", () => {
    const { requests } = renderPage({ 'GET /app/remotes.json': [200, registry] }, plainUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Remotes' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access to this page.");
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('lists every remote of the registry with its version, manifest URL, reachability and load time', async () => {
    const { requests } = renderPage({
      'GET /app/remotes.json': [200, registry],
      'GET /remotes/auth/mf-manifest.json': [200, manifest],
      // A 2xx answer that is not JSON (an empty body) is no manifest.
      'GET /remotes/onboarding/mf-manifest.json': [200, undefined],
      'GET /darkweb/2.3.0/mf-manifest.json': [404, { detail: 'Not found' }],
      'GET /remotes/teams/mf-manifest.json': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the remotes...');
    const table = await screen.findByRole('table', { name: 'Remote registry' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Remote', 'Version', 'Manifest URL', 'Status', 'Load time']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['auth', 'onboarding', 'darkweb', 'teams']);
    expect(await screen.findByText('1 of 4 reachable.')).toHaveAttribute('role', 'status');

    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('auth')).toEqual([
      '0.1.0',
      '/remotes/auth/mf-manifest.json',
      'Reachable',
      expect.stringMatching(/^\d+ ms$/),
    ]);
    expect(cells('onboarding')).toEqual([
      '0.1.0',
      '/remotes/onboarding/mf-manifest.json',
      'UnreachableNot JSON',
      expect.stringMatching(/^\d+ ms$/),
    ]);
    expect(cells('darkweb')).toEqual([
      '2.3.0',
      'https://cdn.example.com/darkweb/2.3.0/mf-manifest.json',
      'UnreachableHTTP 404',
      expect.stringMatching(/^\d+ ms$/),
    ]);
    expect(cells('teams')).toEqual([
      '0.2.0',
      '/remotes/teams/mf-manifest.json',
      'UnreachableFailed to fetch',
      expect.stringMatching(/^\d+ ms$/),
    ]);

    // Each manifest is loaded from the network by the browser itself, the registry too.
    const calls = jest.mocked(fetch).mock.calls;
    const manifestCalls = calls.filter(([input]) => !(input instanceof Request));
    expect(manifestCalls.map(([input]) => String(input))).toEqual(
      expect.arrayContaining([
        'http://localhost/remotes/auth/mf-manifest.json',
        'https://cdn.example.com/darkweb/2.3.0/mf-manifest.json',
      ]),
    );
    expect(manifestCalls.every(([, init]) => init?.cache === 'no-store')).toBe(true);
    const registryRequest = calls.map(([input]) => input).find((input) => input instanceof Request);
    expect(registryRequest).toMatchObject({ url: 'http://localhost/app/remotes.json', cache: 'no-store' });
    expect(countOf(requests, '/app/remotes.json')).toBe(1);

    // jsdom computes no colours, so contrast is left to the browser suites; the landmarks
    // (main, header) are the shell frame's, not drawn here.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('reads the registry and measures every remote again on Check again, from the keyboard', async () => {
    let deployed = [registry[0], { ...registry[3], version: '0.2.0' }];
    let teamsAnswers = 0;
    const { requests, user } = renderPage({
      'GET /app/remotes.json': () => [200, deployed],
      'GET /remotes/auth/mf-manifest.json': [200, manifest],
      'GET /remotes/teams/mf-manifest.json': () => (teamsAnswers++ === 0 ? [503, {}] : [200, manifest]),
    });
    expect(await screen.findByText('1 of 2 reachable.')).toBeInTheDocument();
    expect(within(rowOf('teams')).getByText('HTTP 503')).toBeInTheDocument();

    // A rollback of teams while the page is open: Check again shows the version deployed now.
    deployed = [registry[0], { ...registry[3], version: '0.1.9' }];
    const checkAgain = screen.getByRole('button', { name: 'Check again' });
    checkAgain.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('2 of 2 reachable.')).toBeInTheDocument();
    expect(within(rowOf('teams')).getByRole('cell', { name: '0.1.9' })).toBeInTheDocument();
    expect(within(rowOf('teams')).getByText('Reachable')).toBeInTheDocument();
    expect(countOf(requests, '/app/remotes.json')).toBe(2);
    expect(countOf(requests, '/remotes/auth/mf-manifest.json')).toBe(2);
    expect(countOf(requests, '/remotes/teams/mf-manifest.json')).toBe(2);
    expect(checkAgain).toHaveFocus();
  });

  it('says when the registry cannot be read, and reads it again on Try Again', async () => {
    let registryAnswers = 0;
    const { user } = renderPage({
      'GET /app/remotes.json': () => (registryAnswers++ === 0 ? [500, {}] : [200, registry.slice(0, 1)]),
      'GET /remotes/auth/mf-manifest.json': [200, manifest],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the remote registry.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 of 1 reachable.')).toBeInTheDocument();
    expect(rowOf('auth')).toHaveTextContent('Reachable');
  });
});
