import type { ProviderId } from '@lifeguard/contracts/allauth';
import type { FastifyRequest } from 'fastify';
import type { SessionInfo } from '../../plugins/session-types.js';
import type { Flow } from './flow.js';
import type { ProviderAccounts } from './provider-accounts.js';
import type { ProviderClaims } from './relying-party.js';

/**
 * allauth's `error` codes of a failed connect on the callback URL (with `error_process=connect`):
 * no session to connect to, or the identity is already another user's.
 */
export type ConnectError = 'permission_denied' | 'connected_other';

/** Why a connect failed: the callback URL's error, and the reason for the log. */
export type ConnectRefusal = { error: ConnectError | 'unknown'; reason: string };

/**
 * The session that may connect a provider account (issue 16 §4): a signed-in one, not a
 * superuser's impersonation (the superuser's identity would join the user's account); else null.
 */
export async function connectingSession(request: FastifyRequest): Promise<SessionInfo | null> {
  const current = await request.currentSession();
  return current && current.session.impersonatorId === null ? current : null;
}

/**
 * Finishes a `process=connect` flow at the provider's callback (issue 16 §4, allauth's
 * do_connect): links the identity to the user of the session that started the flow, only that
 * one, the same session still signed in. It never starts a session, creates a user or switches
 * accounts.
 * @returns null when connected (or already the user's), else why not: `permission_denied` without
 * that session, `connected_other` when another user has the identity (nothing changes).
 */
export async function finishConnect(
  request: FastifyRequest,
  accounts: ProviderAccounts,
  flow: Flow,
  provider: ProviderId,
  claims: ProviderClaims,
): Promise<ConnectRefusal | null> {
  const current = await connectingSession(request);
  const number = current && (await request.server.sessions.details(current.session)).number;
  if (!current || number !== flow.sessionNumber) {
    return { error: 'permission_denied', reason: 'connect without the session that started it' };
  }
  const outcome = await accounts.connect(current.user.id, provider, claims);
  if (outcome === 'connected') return null;
  const reason = `identity ${outcome === 'unknown' ? 'disconnected meanwhile' : 'linked to another user'}`;
  return { error: outcome, reason };
}
