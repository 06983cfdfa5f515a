import { createHash, randomBytes } from 'node:crypto';
import { INVALID_MOBILE_CODE, MOBILE_AUTH_CODE_TTL_SECONDS } from '@lifeguard/contracts/mobile-auth';
import type { ExtensionTokens as TokenPair } from '@lifeguard/contracts/schemas/tokens';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../../plugins/errors.js';
import { createMobileAuthRepository, type MobileAuthRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    mobileAuth: MobileAuth;
  }
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * One answer for an unknown, used or expired code, so a caller learns nothing about which
 * codes exist.
 */
const invalidCode = () =>
  apiError(400, [
    {
      message: 'This sign-in code is invalid or has expired. Please sign in again.',
      code: INVALID_MOBILE_CODE,
    },
  ]);

/**
 * The mobile app's sign-in handoff (spec 000 §4 mobile mode), as an OAuth-style authorization
 * code: the signed-in browser gets a one-time code for the app's redirect URI, and the app
 * trades it for the extension's token pair. A code is 32 random bytes (base64url), works once
 * and for {@link MOBILE_AUTH_CODE_TTL_SECONDS} seconds; only its SHA-256 is stored (a random
 * 256-bit value needs no salt or key). Codes and tokens are never logged.
 */
export function createMobileAuth(
  repository: MobileAuthRepository,
  tokens: Pick<FastifyInstance['extensionTokens'], 'issue'>,
) {
  return {
    /** A new one-time code for `userId` (43 base64url characters). */
    async issue(userId: number): Promise<string> {
      const code = randomBytes(32).toString('base64url');
      await repository.insert(userId, hashCode(code), MOBILE_AUTH_CODE_TTL_SECONDS);
      return code;
    },
    /**
     * Spends `code` for `{access_token, refresh_token}` of its user.
     * @throws HttpProblem 400 `invalid_code` when it is unknown, used or expired.
     */
    async exchange(code: string): Promise<TokenPair> {
      const userId = await repository.consume(hashCode(code));
      if (userId === null) throw invalidCode();
      return tokens.issue(userId);
    },
  };
}

export type MobileAuth = ReturnType<typeof createMobileAuth>;

/** Domain plugin decorating `app.mobileAuth`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('mobileAuth', createMobileAuth(createMobileAuthRepository(app.db), app.extensionTokens));
  },
  { name: 'mobile-auth', dependencies: ['db', 'extension-tokens'] },
);
