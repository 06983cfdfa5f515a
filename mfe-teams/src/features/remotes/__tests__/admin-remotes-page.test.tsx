import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { plainUser } from '../../../testing/admin-fixtures';
import {
  BROWSER,
  browserRemotes,
  countOf,
  loadedPage,
  manifest,
  registryState,
  renderRemotesPage,
  STATE,
} from './remote-fixtures';

/** The row of `name` in the table around it (the registry's, or a versions table). */
const rowOf = (name: string, inside: HTMLElement = screen.getByRole('table', { name: 'Remote registry' })) =>
  within(inside).getByRole('row', { name: new RegExp(`^${name.replace(/\./g, '\\.')} `) });

/** The text of a row's cells (after its row header). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Remotes (issues 18, 34)', () => {
  it("tells a non-superuser they don't have access, and reads nothing", () => {
    const { requests } = renderRemotesPage(loadedPage(), plainUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Remotes' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access to this page.");
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('lists each remote with its active version, canary, what this browser loads and reaches, and the actions', async () => {
    const { requests } = renderRemotesPage({
      ...loadedPage(),
      // A 2xx answer that is not JSON (an empty body) is no manifest.
      'GET /teams/0.2.1/mf-manifest.json': [200, undefined],
      'GET /darkweb/2.3.0/mf-manifest.json': [404, { detail: 'Not found' }],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the remotes...');
    const table = await screen.findByRole('table', { name: 'Remote registry' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Remote', 'Active version', 'Canary', 'This browser loads', 'Status', 'Load time', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['auth', 'teams', 'darkweb']);
    expect(await screen.findByText('1 of 3 reachable.')).toHaveAttribute('role', 'status');

    expect(cellsOf(rowOf('auth')).slice(0, 5)).toEqual([
      '0.1.0',
      'None',
      '0.1.0/remotes/auth/mf-manifest.json',
      'Reachable',
      expect.stringMatching(/^\d+ ms$/),
    ]);
    expect(cellsOf(rowOf('teams')).slice(0, 4)).toEqual([
      '0.2.0',
      '0.2.1 for 10 %',
      '0.2.1https://cdn.example.com/teams/0.2.1/mf-manifest.json',
      'UnreachableNot JSON',
    ]);
    expect(within(rowOf('darkweb')).getByText('HTTP 404')).toBeInTheDocument();

    // What cannot be done says why: nothing earlier, no other version, the env override.
    const auth = within(rowOf('auth'));
    expect(auth.getByRole('button', { name: 'Roll back auth' })).toBeDisabled();
    expect(auth.getByRole('button', { name: 'Roll back auth' })).toHaveAccessibleDescription(
      'Nothing to roll back to yet. Publish another version to start a canary.',
    );
    expect(auth.getByRole('button', { name: 'Canary… auth' })).toBeDisabled();
    expect(auth.queryByRole('button', { name: /End canary/ })).not.toBeInTheDocument();
    const teams = within(rowOf('teams'));
    expect(teams.getByRole('button', { name: 'Roll back teams' })).toBeEnabled();
    expect(teams.getByRole('button', { name: 'Canary… teams' })).toBeEnabled();
    expect(teams.getByRole('button', { name: 'End canary of teams' })).toBeEnabled();
    const darkweb = within(rowOf('darkweb'));
    expect(darkweb.getByText('Env override')).toBeInTheDocument();
    for (const name of ['Roll back darkweb', 'Canary… darkweb']) {
      expect(darkweb.getByRole('button', { name })).toBeDisabled();
      expect(darkweb.getByRole('button', { name })).toHaveAccessibleDescription(
        expect.stringContaining(
          "The server's settings override the registry: this remote loads version 2.3.0 from https://cdn.example.com/darkweb/2.3.0/mf-manifest.json.",
        ),
      );
    }

    expect(
      screen.getByText(
        'A canary is rolled back automatically when more than 5 % of at least 20 loads in the last hour fail.',
      ),
    ).toBeInTheDocument();

    // This browser's manifests come from the network, as does the registry.
    const calls = jest.mocked(fetch).mock.calls;
    const manifestCalls = calls.filter(([input]) => !(input instanceof Request));
    expect(manifestCalls.map(([input]) => String(input))).toEqual(
      expect.arrayContaining([
        'http://localhost/remotes/auth/mf-manifest.json',
        'https://cdn.example.com/teams/0.2.1/mf-manifest.json',
      ]),
    );
    expect(manifestCalls.every(([, init]) => init?.cache === 'no-store')).toBe(true);
    const registryRequest = calls
      .map(([input]) => input)
      .find((input) => input instanceof Request && input.url.endsWith('/app/remotes.json'));
    expect(registryRequest).toMatchObject({ cache: 'no-store' });
    expect(countOf(requests, 'GET', '/api/admin/remotes/')).toBe(1);

    // jsdom computes no colours; the landmarks are the shell frame's.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it("shows a remote's versions with source, state and the last hour's loads, behind a disclosure", async () => {
    const { user } = renderRemotesPage(loadedPage());
    await user.click(await screen.findByText('teams: 4 versions, 0.2.0 active'));
    const versions = screen.getByRole('table', { name: 'Versions of teams' });
    expect(
      within(versions)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Version',
      'Source',
      'Manifest URL',
      'State',
      'Loads',
      'Failure rate',
      'p75 load time',
      'Actions',
    ]);
    const canary = rowOf('0.2.1', versions);
    expect(cellsOf(canary).slice(1, 6)).toEqual([
      'https://cdn.example.com/teams/0.2.1/mf-manifest.json',
      'Canary 10 %',
      '40',
      '2.5 %',
      '850 ms',
    ]);
    expect(within(canary).getByText('Published by root@example.com')).toBeInTheDocument();
    expect(within(canary).getByRole('button', { name: 'Activate teams 0.2.1' })).toBeEnabled();
    const active = rowOf('0.2.0', versions);
    expect(cellsOf(active).slice(2, 6)).toEqual(['Active', '360', '0 %', '610 ms']);
    expect(within(active).queryByRole('button')).not.toBeInTheDocument();
    expect(cellsOf(rowOf('0.1.9', versions)).slice(2, 6)).toEqual(['Previous', '0', '—', '—']);
    expect(cellsOf(rowOf('0.1.0', versions))[0]).toBe('Build');
  });

  it('reads everything and measures every remote again on Check again, from the keyboard', async () => {
    let deployed = browserRemotes;
    const { requests, user } = renderRemotesPage({
      ...loadedPage(),
      [BROWSER]: () => [200, deployed],
      // The canary's files are gone: only the new entry makes all three reachable.
      'GET /teams/0.2.1/mf-manifest.json': [503, {}],
      'GET /teams/0.2.0/mf-manifest.json': [200, manifest],
    });
    expect(await screen.findByText('2 of 3 reachable.')).toBeInTheDocument();
    expect(within(rowOf('teams')).getByText('HTTP 503')).toBeInTheDocument();

    // The canary ended meanwhile: this browser now gets the active version.
    deployed = browserRemotes.map((remote) =>
      remote.name === 'teams'
        ? { ...remote, version: '0.2.0', entry: 'https://cdn.example.com/teams/0.2.0/mf-manifest.json' }
        : remote,
    );
    const checkAgain = screen.getByRole('button', { name: 'Check again' });
    checkAgain.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('3 of 3 reachable.')).toBeInTheDocument();
    expect(
      within(rowOf('teams')).getByText('https://cdn.example.com/teams/0.2.0/mf-manifest.json'),
    ).toBeInTheDocument();
    expect(countOf(requests, 'GET', '/app/remotes.json')).toBe(2);
    expect(countOf(requests, 'GET', '/api/admin/remotes/')).toBe(2);
    expect(countOf(requests, 'GET', '/remotes/auth/mf-manifest.json')).toBe(2);
    expect(checkAgain).toHaveFocus();
  });

  it('says when the registry cannot be read, and reads it again on Try Again', async () => {
    let registryAnswers = 0;
    const { user } = renderRemotesPage({
      ...loadedPage(),
      [BROWSER]: () => (registryAnswers++ === 0 ? [500, {}] : [200, browserRemotes.slice(0, 1)]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the remote registry.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 of 1 reachable.')).toBeInTheDocument();
    expect(rowOf('auth')).toHaveTextContent('Reachable');
    expect(cellsOf(rowOf('teams'))[2]).toBe('Not loaded');
  });

  it("shows the no-access message on the server's 403", async () => {
    renderRemotesPage({
      ...loadedPage(),
      [STATE]: [403, { status: 'error', errors: [{ message: 'Denied.', code: 'permission_denied' }] }],
    });
    expect(await screen.findByText("You don't have access to this page.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the registry has no changes yet', async () => {
    renderRemotesPage(loadedPage(registryState({ audit: [] })));
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  });
});
