import { sign, unsign } from '@fastify/cookie';
import { REMOTE_DEV_OVERRIDE_COOKIE } from '@lifeguard/contracts/remote-registry';
import type { RemoteDevOverride } from '@lifeguard/contracts/schemas/remote-registry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from '../../gateway/apps.js';
import type { SessionInfo } from '../../plugins/session-types.js';

/** How long a developer override lasts in a browser, s: a working day and a half. */
const MAX_AGE_S = 36 * 60 * 60;

/** A cookie's parts: the superuser it was set for, the remote and its development server. */
type Stored = { superuser: number; name: string; entry: string };

/** The superuser acting in a session: the impersonator while impersonating, else a superuser user; else null. */
export function superuserOf(current: SessionInfo | null): number | null {
  if (!current) return null;
  if (current.session.impersonatorId !== null) return current.session.impersonatorId;
  return current.user.isSuperuser ? current.user.id : null;
}

/**
 * The developer override of this browser (issue 34 item 6), or null: honoured only when the
 * cookie is signed by this server (SECRET_KEY, @fastify/cookie's signer) and was set for the
 * superuser signed in now, so it never applies to another user of the same browser.
 */
export function devOverrideOf(
  request: FastifyRequest,
  secret: string,
  current: SessionInfo | null,
): RemoteDevOverride | null {
  const superuser = superuserOf(current);
  const raw = request.cookies?.[REMOTE_DEV_OVERRIDE_COOKIE];
  if (superuser === null || !raw) return null;
  const { valid, value } = unsign(raw, secret);
  if (!valid || !value) return null;
  try {
    const stored = JSON.parse(value) as Stored;
    const known = REMOTES.some((remote) => remote.name === stored.name);
    return known && stored.superuser === superuser && typeof stored.entry === 'string'
      ? { name: stored.name, entry: stored.entry }
      : null;
  } catch {
    return null;
  }
}

/** Sets (`override`) or clears (null) this browser's developer override for `superuser`. */
export function setDevOverride(
  reply: FastifyReply,
  secret: string,
  secure: boolean,
  superuser: number,
  override: RemoteDevOverride | null,
) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  if (!override) {
    reply.clearCookie(REMOTE_DEV_OVERRIDE_COOKIE, options);
    return;
  }
  const stored: Stored = { superuser, ...override };
  reply.setCookie(REMOTE_DEV_OVERRIDE_COOKIE, sign(JSON.stringify(stored), secret), {
    ...options,
    maxAge: MAX_AGE_S,
  });
}
