import { REAUTHENTICATION_TIMEOUT_S, type AuthenticatorType } from '@lifeguard/contracts/allauth';
import type { ReauthenticationRequired } from '@lifeguard/contracts/schemas/allauth-account';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../plugins/session-types.js';
import { lastAuthenticatedAt } from '../auth/methods.js';
import { allauthUser } from '../auth/present.js';
import type { UserRow } from '../users/schema.js';

/**
 * allauth's reauthentication (issue 16 §6, issue 30 item 10): a sensitive action needs the
 * session's latest (re)authentication to be under REAUTHENTICATION_TIMEOUT_S old; otherwise the
 * answer lists the ways to reauthenticate, allauth's get_reauthentication_flows: the password, a
 * second factor. A linked provider is never one: allauth has no provider reauthentication, and
 * its example SPA fails on any other flow id. `typesFor` lists a user's second factors
 * (`app.mfa.typesFor`), in allauth's order.
 */
export function createReauthentication(
  app: FastifyInstance,
  typesFor: (userId: number) => Promise<AuthenticatorType[]>,
) {
  /** The flows `user` can reauthenticate with, in allauth's order. */
  async function flowsFor(user: UserRow): Promise<Flow[]> {
    const types = await typesFor(user.id);
    return [
      ...(user.password !== null ? [{ id: 'reauthenticate' } as const] : []),
      ...(types.length ? [{ id: 'mfa_reauthenticate', types } as const] : []),
    ];
  }

  return {
    /**
     * allauth's 401 ReauthenticationResponse for `auth` when its latest (re)authentication is
     * older than REAUTHENTICATION_TIMEOUT_S, else null. A user with no way to reauthenticate (a
     * Google-only account without a second factor) counts as recent, as allauth's
     * did_recently_authenticate has it.
     */
    async required({ user, session }: SessionInfo): Promise<ReauthenticationRequired | null> {
      const { methods } = await app.sessions.details(session);
      const age = Date.now() - lastAuthenticatedAt(methods);
      if (age < REAUTHENTICATION_TIMEOUT_S * 1000) return null;
      const flows = await flowsFor(user);
      if (!flows.length) return null;
      return {
        status: 401,
        data: { user: allauthUser(app.users.present(user)), methods, flows },
        meta: { is_authenticated: true },
      };
    },
  };
}
