import { REMOTES } from '@lifeguard/contracts/remotes';

/**
 * The frontend builds the gateway serves come from the one list of federated apps
 * (`@lifeguard/contracts/remotes`): the shell at /app/, each remote at `/remotes/<name>/`.
 */
export { REMOTES, SHELL_DIR } from '@lifeguard/contracts/remotes';

export type RemoteName = (typeof REMOTES)[number]['name'];

/** `REMOTE_<NAME>_URL` and `REMOTE_<NAME>_VERSION`, e.g. `REMOTE_AUTH_URL`. */
export type RemoteEnvKey = `REMOTE_${Uppercase<RemoteName>}_${'URL' | 'VERSION'}`;

/** The two environment variables overriding a remote's entry in /app/remotes.json. */
export function remoteEnvKeys(name: RemoteName): { url: RemoteEnvKey; version: RemoteEnvKey } {
  const upper = name.toUpperCase() as Uppercase<RemoteName>;
  return { url: `REMOTE_${upper}_URL`, version: `REMOTE_${upper}_VERSION` };
}
