/**
 * The live remote registry (issue 34): the values the server, its command line, the shell and
 * the Remotes page all use.
 */

/** A version label: a digit first (so it never names a build's own file), ≤ 64 in all. */
export const REMOTE_VERSION_PATTERN = '^[0-9][0-9A-Za-z.+-]{0,63}$';

/** A manifest URL as published: absolute http(s), or a path on this origin. */
export const REMOTE_MANIFEST_PATTERN = '^(https?://[^\\s]+|/[\\x21-\\x7E]*)$';

/**
 * What the registry's audit records: a version `published`, `activated`, `rolled_back` to the
 * previous one, given as a `canary` to a share of users, its canary `canary_ended` by hand or
 * `auto_rolled_back` for failing in browsers, and a superuser's own `dev_override` set or
 * `dev_override_cleared`.
 */
export const REMOTE_REGISTRY_ACTIONS = [
  'published',
  'activated',
  'rolled_back',
  'canary',
  'canary_ended',
  'auto_rolled_back',
  'dev_override',
  'dev_override_cleared',
] as const;
export type RemoteRegistryAction = (typeof REMOTE_REGISTRY_ACTIONS)[number];

/**
 * How a remote's load ended in a browser: `loaded` at the first try, `retried` (the bounded
 * retry saved it), or `fallback` (it failed, and the fallback panel showed).
 */
export const REMOTE_LOAD_OUTCOMES = ['loaded', 'retried', 'fallback'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

/** The three phases of a remote's load: its mf-manifest.json, its remoteEntry.js, the exposed module. */
export const REMOTE_LOAD_PHASES = ['manifest', 'entry', 'expose'] as const;
export type RemoteLoadPhase = (typeof REMOTE_LOAD_PHASES)[number];

/** Where the browser sends its load reports, with `navigator.sendBeacon` (no CSRF header). */
export const REMOTE_LOADS_PATH = '/api/remotes/loads/';

/** The cookie carrying a superuser's developer override (issue 34 item 6); the server honours it for superusers only. */
export const REMOTE_DEV_OVERRIDE_COOKIE = 'lifeguard_remote_dev';

/**
 * Where a signed-in user falls for every canary, in [0, 1): the user id's bits reversed (the
 * base-2 van der Corput position), a fixed permutation of ids, so the assignment is sticky, needs
 * no cookie, and any run of consecutive accounts spreads evenly over the percentages (at 50 %,
 * every other account). A user is in a canary of `percent` when `position * 100 < percent`.
 */
export function canaryPosition(userId: number): number {
  let position = 0;
  let weight = 0.5;
  for (let rest = Math.floor(Math.abs(userId)); rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) position += weight;
    weight /= 2;
  }
  return position;
}
