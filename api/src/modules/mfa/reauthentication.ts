import { REAUTHENTICATION_TIMEOUT_S, type ProviderId } from '@lifeguard/contracts/allauth';
import type { ReauthenticationRequired } from '@lifeguard/contracts/schemas/allauth-account';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../plugins/session.js';
import { lastAuthenticatedAt } from '../auth/methods.js';
import { allauthUser } from '../auth/present.js';
import { socialAccounts } from '../oidc/schema.js';
import type { UserRow } from '../users/schema.js';
import type { MfaService } from './service.js';

/**
 * allauth's reauthentication (issue 16 §6): a sensitive action needs the session's latest
 * (re)authentication to be under REAUTHENTICATION_TIMEOUT_S old; otherwise the answer lists the
 * ways to reauthenticate, in allauth's order (the password, a second factor), then a fresh
 * sign-in with a linked provider.
 */
export function createReauthentication(app: FastifyInstance, mfa: Pick<MfaService, 'typesFor'>) {
  /** The providers the user has an account of (allauth's SocialAccount). */
  async function providersOf(userId: number): Promise<ProviderId[]> {
    const rows = await app.db
      .selectDistinct({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId));
    return rows.map((row) => row.provider as ProviderId);
  }

  /** The flows `user` can reauthenticate with. */
  async function flowsFor(user: UserRow): Promise<Flow[]> {
    const [types, providers] = await Promise.all([mfa.typesFor(user.id), providersOf(user.id)]);
    return [
      ...(user.password !== null ? [{ id: 'reauthenticate' } as const] : []),
      ...(types.length ? [{ id: 'mfa_reauthenticate', types } as const] : []),
      ...(providers.length ? [{ id: 'provider_redirect', providers } as const] : []),
    ];
  }

  return {
    /**
     * allauth's 401 ReauthenticationResponse for `auth` when its latest (re)authentication is
     * older than REAUTHENTICATION_TIMEOUT_S, else null. A user with no way to reauthenticate
     * counts as recent, as in allauth.
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
