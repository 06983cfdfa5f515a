/**
 * The frontend builds the gateway serves, by workspace folder (each builds into `<dir>/dist`).
 * Also read by scripts/start.mjs, which builds whichever is stale before starting the server.
 */
export const SHELL_DIR = 'shell';

/**
 * The remotes the shell loads at runtime (ARCHITECTURE "Runtime composition"): `name` is the
 * Module Federation remote name and the URL segment (`/remotes/<name>/`), `dir` the workspace
 * folder. Adding a remote is one line here.
 */
export const REMOTES = [
  { name: 'auth', dir: 'mfe-auth' },
  { name: 'onboarding', dir: 'mfe-onboarding' },
  { name: 'dashboard', dir: 'mfe-dashboard' },
  { name: 'darkweb', dir: 'mfe-darkweb' },
] as const satisfies readonly { name: string; dir: string }[];

export type RemoteName = (typeof REMOTES)[number]['name'];

/** `REMOTE_<NAME>_URL` and `REMOTE_<NAME>_VERSION`, e.g. `REMOTE_AUTH_URL`. */
export type RemoteEnvKey = `REMOTE_${Uppercase<RemoteName>}_${'URL' | 'VERSION'}`;

/** The two environment variables overriding a remote's entry in /app/remotes.json. */
export function remoteEnvKeys(name: RemoteName): { url: RemoteEnvKey; version: RemoteEnvKey } {
  const upper = name.toUpperCase() as Uppercase<RemoteName>;
  return { url: `REMOTE_${upper}_URL`, version: `REMOTE_${upper}_VERSION` };
}
