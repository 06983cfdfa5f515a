import { EncryptJWT, jwtDecrypt } from 'jose';
import { derivedKey } from '../../keys.js';

/** What every token of one grant (one consent) carries: the account, its scope, the grant id. */
export type GrantClaims = { sub: string; scope: string; gid: string };

/** The authorization request a consent page was shown for, as its form carries it back. */
export type ConsentRequest = {
  client_id: string;
  redirect_uri: string;
  scope: string;
  login_hint: string;
  state?: string;
  code_challenge?: string;
};

type Claims = {
  consent: ConsentRequest;
  code: GrantClaims & { jti: string; redirect_uri: string; code_challenge?: string };
  access: GrantClaims;
  refresh: GrantClaims;
};

/** The kinds of token the stand-in hands out; one never passes for another. */
export type TokenKind = keyof Claims;

/** Lifetimes in seconds, Google's: codes 60 s, access tokens 3599 s; refresh tokens live on. */
export const TOKEN_TTL_S: Record<TokenKind, number | undefined> = {
  consent: 600,
  code: 60,
  access: 3599,
  refresh: undefined,
};

const OPTIONS = { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] };

/**
 * The stand-in's stateless tokens: JWTs encrypted (JWE dir + A256GCM) with a key derived from
 * SECRET_KEY, so they are opaque to the client, as Google's are, and outlive a restart.
 * `open` answers null for anything but a live token of that kind; revocation is grants.ts's.
 */
export function standInTokens(secretKey: string) {
  const key = derivedKey(secretKey, 'dev-gmail tokens');
  return {
    async seal<K extends TokenKind>(kind: K, claims: Claims[K]): Promise<string> {
      const jwt = new EncryptJWT({ ...claims })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', typ: `gmail-${kind}` })
        .setIssuedAt();
      const ttl = TOKEN_TTL_S[kind];
      if (ttl !== undefined) jwt.setExpirationTime(`${ttl}s`);
      return jwt.encrypt(key);
    },

    async open<K extends TokenKind>(kind: K, token: string | undefined): Promise<Claims[K] | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtDecrypt(token, key, { ...OPTIONS, typ: `gmail-${kind}` });
        return payload as unknown as Claims[K];
      } catch {
        return null;
      }
    },
  };
}

export type StandInTokens = ReturnType<typeof standInTokens>;
