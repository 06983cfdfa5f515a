import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GrantStore } from './grants.js';
import { sendApiError } from './google-errors.js';
import { canReadMail } from './registration.js';
import type { StandInTokens } from './tokens.js';

/**
 * Authenticates a Gmail REST request as Google does: a live, unrevoked `Authorization: Bearer`
 * access token of the stand-in (else 401 with Google's error JSON), with a scope that reads mail
 * (else 403), for `userId` `me` or the token's own address (else 403, Gmail's "Delegation
 * denied"). Sends the error itself.
 * @returns the account's email (lower-cased), or null once the error is sent
 */
export function bearerAccount(tokens: StandInTokens, grants: GrantStore) {
  return async (request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string | null> => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const grant = await tokens.open('access', token);
    if (!grant || (await grants.isRevoked(grant.gid))) {
      void sendApiError(reply, 401);
      return null;
    }
    if (!canReadMail(grant.scope)) {
      void sendApiError(reply, 403);
      return null;
    }
    if (userId !== 'me' && userId.toLowerCase() !== grant.sub) {
      void sendApiError(reply, 403, 'Delegation denied for the requested user.');
      return null;
    }
    return grant.sub;
  };
}

export type BearerAccount = ReturnType<typeof bearerAccount>;
