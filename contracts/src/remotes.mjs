// @ts-check
/**
 * The one list of federated apps (ARCHITECTURE "Runtime composition"). Adding a remote is its
 * folder (`mfe-<name>/` with package.json, rspack.config.mjs and `src/routes.tsx`, or
 * `src/pages/assistant-panel.tsx` for a panel remote) plus one entry here: the root workspaces (`mfe-*`), build
 * and typecheck (`--workspaces`), lint boundaries, the frontend Jest roots, the gateway's
 * `/remotes/<name>/` and `/app/remotes.json`, `npm start`'s stale-build check and the route
 * table's `RemoteName` all read it.
 *
 * Plain JavaScript so that Node tooling (eslint, jest, scripts) reads it without a compiler;
 * TypeScript infers its literal types through the `const` cast.
 */

/** The host app's workspace folder; it owns /app/ and loads the remotes below. */
export const SHELL_DIR = 'shell';

/**
 * The remotes: `name` is the Module Federation remote name and URL segment
 * (`/remotes/<name>/`, `REMOTE_<NAME>_URL`), `dir` its workspace folder, `exposes` what the
 * shell loads from it: `./routes` (the default: screens of the route table, `src/routes.tsx`)
 * or `./panel` (the chat panel the frame loads when it first opens, `src/pages/assistant-panel.tsx`; such a
 * remote owns no route). Everything else that reads this list treats both alike.
 */
export const REMOTES = /** @type {const} */ ([
  { name: 'auth', dir: 'mfe-auth' },
  { name: 'onboarding', dir: 'mfe-onboarding' },
  { name: 'dashboard', dir: 'mfe-dashboard' },
  { name: 'darkweb', dir: 'mfe-darkweb' },
  { name: 'assistant', dir: 'mfe-assistant', exposes: './panel' },
  { name: 'teams', dir: 'mfe-teams' },
]);

/** Every federated app's folder: the shell first, then each remote. */
export const APP_DIRS = [SHELL_DIR, ...REMOTES.map((remote) => remote.dir)];
