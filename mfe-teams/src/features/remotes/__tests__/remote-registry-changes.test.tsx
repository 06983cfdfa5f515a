import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fullReload } from '@lifeguard/shared/admin/full-reload';
import {
  autoRollback,
  browserRemotes,
  countOf,
  loadedPage,
  registryState,
  renderRemotesPage,
  teams,
} from './remote-fixtures';

const CSRF = 'tok34';

/** A 400 in the spec's error shape. */
const refusal = (message: string, code: string, param?: string) => [
  400,
  { status: 'error', errors: [{ message, code, ...(param ? { param } : {}) }] },
];

/** The row of remote `name` in the registry table. */
const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Remote registry' })).getByRole('row', {
    name: new RegExp(`^${name} `),
  });

/** The status message (toast) saying `text`. */
const statusSaying = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');

beforeEach(() => {
  document.cookie = `csrftoken=${CSRF}`;
});

describe('Changing the remote registry (issue 34)', () => {
  it('shows the server’s refusal of a publish on its field, keeps what was typed, then publishes', async () => {
    let answer = refusal('teams already has a version 0.2.1.', 'version_exists', 'version');
    const { user, requests } = renderRemotesPage({
      ...loadedPage(),
      'POST /api/admin/remotes/teams/versions/': () => answer as [number, unknown],
    });
    const form = await screen.findByRole('form', { name: 'Publish a version' });
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByRole('combobox', { name: 'Remote' })).toHaveAccessibleDescription(
      'Choose a remote.',
    );
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'teams');
    await user.type(within(form).getByRole('textbox', { name: 'Version' }), '0.2.1');
    const url = within(form).getByRole('textbox', { name: 'Manifest URL' });
    await user.type(url, 'https://cdn.example.com/teams/0.2.1/mf-manifest.json');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    const version = within(form).getByRole('textbox', { name: 'Version' });
    await waitFor(() => expect(version).toHaveAccessibleDescription(/teams already has a version 0\.2\.1\./));
    expect(version).toHaveAttribute('aria-invalid', 'true');
    expect(version).toHaveValue('0.2.1');
    expect(url).toHaveValue('https://cdn.example.com/teams/0.2.1/mf-manifest.json');

    answer = [201, teams] as never;
    await user.clear(version);
    await user.type(version, '0.3.0');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(
      await statusSaying('Published teams 0.3.0. Activate it, or start a canary, for people to load it.'),
    ).toBeInTheDocument();
    const posts = requests.filter(({ method }) => method === 'POST');
    expect(posts.map(({ path, body, headers }) => [path, body, headers.get('X-CSRFToken')])).toEqual([
      [
        '/api/admin/remotes/teams/versions/',
        { version: '0.2.1', manifest_url: 'https://cdn.example.com/teams/0.2.1/mf-manifest.json' },
        CSRF,
      ],
      [
        '/api/admin/remotes/teams/versions/',
        { version: '0.3.0', manifest_url: 'https://cdn.example.com/teams/0.2.1/mf-manifest.json' },
        CSRF,
      ],
    ]);
    await waitFor(() => expect(version).toHaveValue(''));
    expect(within(form).getByRole('combobox', { name: 'Remote' })).toHaveValue('teams');
    await waitFor(() => expect(countOf(requests, 'GET', '/api/admin/remotes/')).toBe(3));
  });

  it('asks before rolling back, shows a refusal in the dialog, then rolls back and reads the registry again', async () => {
    let answer = refusal("teams's previous version 0.1.9 is no longer served.", 'nothing_to_roll_back');
    const { user, requests } = renderRemotesPage({
      ...loadedPage(),
      'POST /api/admin/remotes/teams/rollback/': () => answer as [number, unknown],
    });
    await user.click(
      await within(await screen.findByRole('table', { name: 'Remote registry' })).findByRole('button', {
        name: 'Roll back teams',
      }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Roll back teams?' });
    expect(dialog).toHaveTextContent(
      'Everyone gets version 0.1.9 instead of 0.2.0 the next time a page loads teams.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(countOf(requests, 'POST', '/api/admin/remotes/teams/rollback/')).toBe(0);

    await user.click(within(rowOf('teams')).getByRole('button', { name: 'Roll back teams' }));
    dialog = screen.getByRole('dialog', { name: 'Roll back teams?' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "teams's previous version 0.1.9 is no longer served.",
    );

    answer = [200, { ...teams, active_version: '0.1.9', previous_version: '0.2.0' }] as never;
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await statusSaying('teams was rolled back to 0.1.9.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = requests.filter(({ method }) => method === 'POST');
    expect(posts.map(({ path, body, headers }) => [path, body, headers.get('X-CSRFToken')])).toEqual([
      ['/api/admin/remotes/teams/rollback/', {}, CSRF],
      ['/api/admin/remotes/teams/rollback/', {}, CSRF],
    ]);
    await waitFor(() => expect(countOf(requests, 'GET', '/api/admin/remotes/')).toBeGreaterThanOrEqual(2));
  });

  it('asks before activating a version', async () => {
    const { user, requests } = renderRemotesPage({
      ...loadedPage(),
      'POST /api/admin/remotes/teams/activate/': [200, teams],
    });
    await user.click(await screen.findByText('teams: 4 versions, 0.2.0 active'));
    await user.click(screen.getByRole('button', { name: 'Activate teams 0.1.9' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate teams 0.1.9?' });
    expect(dialog).toHaveTextContent(
      'Everyone gets 0.1.9 instead of 0.2.0 the next time a page loads teams.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await statusSaying('teams 0.1.9 is now active.')).toBeInTheDocument();
    expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({ version: '0.1.9' });
  });

  it('checks the canary share is a whole number from 1 to 100, shows refusals on the field, and ends a canary', async () => {
    let answer = refusal('0.2.0 is already the active version of teams.', 'canary_is_active', 'version');
    const { user, requests } = renderRemotesPage({
      ...loadedPage(),
      'POST /api/admin/remotes/teams/canary/': () => answer as [number, unknown],
      'DELETE /api/admin/remotes/teams/canary/': [200, { ...teams, canary: null }],
    });
    await user.click(await screen.findByRole('button', { name: 'Canary… teams' }));
    const dialog = screen.getByRole('dialog', { name: 'Canary of teams' });
    const version = within(dialog).getByRole('combobox', { name: 'Version' });
    expect(
      within(version)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.2.1', '0.1.9', '0.1.0']);
    expect(version).toHaveValue('0.2.1');
    const percent = within(dialog).getByRole('spinbutton', { name: 'Share of signed-in users (%)' });
    expect(percent).toHaveValue(10);

    for (const typed of ['0', '101', '2.5']) {
      await user.clear(percent);
      await user.type(percent, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
      await waitFor(() =>
        expect(percent).toHaveAccessibleDescription(/Enter a whole number from 1 to 100\./),
      );
    }
    expect(countOf(requests, 'POST', '/api/admin/remotes/teams/canary/')).toBe(0);

    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    await waitFor(() =>
      expect(version).toHaveAccessibleDescription('0.2.0 is already the active version of teams.'),
    );
    expect(percent).toHaveValue(25);

    answer = [200, { ...teams, canary: { version: '0.2.1', percent: 25 } }] as never;
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(await statusSaying('Canary started: 25 % of users get teams 0.2.1.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { version: '0.2.1', percent: 25 },
      { version: '0.2.1', percent: 25 },
    ]);

    await user.click(within(rowOf('teams')).getByRole('button', { name: 'End canary of teams' }));
    expect(await statusSaying('The canary of teams ended: everyone gets 0.2.0.')).toBeInTheDocument();
    expect(countOf(requests, 'DELETE', '/api/admin/remotes/teams/canary/')).toBe(1);
  });

  it('lists the audit in words, an automatic rollback standing out', async () => {
    renderRemotesPage(loadedPage());
    const table = await screen.findByRole('table', { name: 'Audit' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Remote', 'Action', 'Version', 'From version', 'Share', 'By', 'Detail']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Canary',
      'Rolled back automatically',
      'Activated',
    ]);
    const automatic = rows[1]!;
    expect(within(automatic).getByText('Rolled back automatically')).toBeInTheDocument();
    expect(within(automatic).getByText('Lifeguard (automatic)')).toBeInTheDocument();
    expect(within(automatic).getByText(autoRollback.detail)).toBeInTheDocument();
    expect(within(automatic).getByText('20 %')).toBeInTheDocument();
    expect(getComputedStyle(automatic).backgroundColor).not.toBe(getComputedStyle(rows[0]!).backgroundColor);
    expect(within(rows[2]!).getByText('Command line')).toBeInTheDocument();
  });

  it('sets this browser’s development server, says to reload, and clears it', async () => {
    let override: { name: string; entry: string } | null = null;
    const entry = 'http://127.0.0.1:3104/mf-manifest.json';
    const reload = jest.spyOn(fullReload, 'to').mockImplementation(() => undefined);
    const { user, requests } = renderRemotesPage({
      ...loadedPage(),
      'GET /api/admin/remotes/': () => [200, registryState({ dev_override: override })],
      // The server serves this browser's remote from the development server once the cookie is set.
      'GET /app/remotes.json': () => [
        200,
        browserRemotes.map((remote) =>
          override?.name === remote.name ? { ...remote, entry, dev: true } : remote,
        ),
      ],
      'GET /mf-manifest.json': [200, {}],
      'PUT /api/admin/remotes/dev-override/': ({ body }) => {
        override = body as typeof override;
        return [200, body];
      },
      'DELETE /api/admin/remotes/dev-override/': () => {
        override = null;
        return [204, undefined];
      },
    });
    const form = await screen.findByRole('form', { name: 'Use a development server' });
    const url = within(form).getByRole('textbox', { name: 'Manifest URL' });
    expect(url).toHaveAttribute('placeholder', entry);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'teams');
    await user.type(url, '/remotes/teams/mf-manifest.json');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(/Enter an address starting with http:\/\/ or https:\/\/\./),
    );
    expect(countOf(requests, 'PUT', '/api/admin/remotes/dev-override/')).toBe(0);

    await user.clear(url);
    await user.type(url, entry);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await statusSaying(
        `Saved: this browser will load teams from ${entry}. Reload your open Lifeguard pages for it to apply.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(`This browser loads teams from ${entry}.`)).toBeInTheDocument();
    expect(await within(rowOf('teams')).findByText('Development server')).toBeInTheDocument();
    const put = requests.find(({ method }) => method === 'PUT');
    expect([put?.body, put?.headers.get('X-CSRFToken')]).toEqual([{ name: 'teams', entry }, CSRF]);
    await user.click(screen.getByRole('button', { name: 'Reload this page' }));
    expect(reload).toHaveBeenCalledWith('/admin/remotes');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(
      await statusSaying(
        'The development server was cleared for this browser. Reload your open Lifeguard pages for it to apply.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(`This browser loads teams from ${entry}.`)).not.toBeInTheDocument(),
    );
    expect(countOf(requests, 'DELETE', '/api/admin/remotes/dev-override/')).toBe(1);
  });
});
