import { rmSync } from 'node:fs';
import gateway from '../../../src/gateway/gateway.js';
import { useTestApp } from '../../helpers/app.js';
import { writeFixtureBuilds } from '../../helpers/gateway.js';
import { signedIn } from '../admin/admin-helpers.js';

/** Issue 34 item 2: REMOTE_<NAME>_URL / _VERSION still win over the live registry, for ops. */
const root = writeFixtureBuilds();
afterAll(() => rmSync(root, { recursive: true, force: true }));
const OPS_ENTRY = 'https://cdn.example.com/darkweb/7.0.0/mf-manifest.json';
const ctx = useTestApp(
  { REMOTE_DARKWEB_URL: OPS_ENTRY, REMOTE_DARKWEB_VERSION: '7.0.0' },
  { extraPlugins: [async (app) => void (await app.register(gateway, { root }))] },
);

it('keeps the environment override of a remote whatever is activated or given as a canary', async () => {
  const { browser } = await signedIn(ctx.app, { superuser: true });
  const ADMIN = '/api/admin/remotes/';
  await browser.post(`${ADMIN}darkweb/versions/`, {
    version: '8.0.0',
    manifest_url: '/remotes/darkweb/8.0.0/mf-manifest.json',
  });
  expect((await browser.post(`${ADMIN}darkweb/activate/`, { version: '8.0.0' })).statusCode).toBe(200);
  const darkweb = (await browser.get('/app/remotes.json'))
    .json<{ name: string }[]>()
    .find((r) => r.name === 'darkweb');
  expect(darkweb).toEqual({ name: 'darkweb', entry: OPS_ENTRY, version: '7.0.0' });
  const state = (await browser.get(ADMIN)).json<{ remotes: { name: string; env_override: unknown }[] }>();
  expect(state.remotes.find((r) => r.name === 'darkweb')!.env_override).toEqual({
    entry: OPS_ENTRY,
    version: '7.0.0',
  });
  expect(state.remotes.find((r) => r.name === 'teams')!.env_override).toBeNull();
});
