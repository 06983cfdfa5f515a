import { PROVIDER_PROCESSES } from '@lifeguard/contracts/allauth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { Type, type Static } from 'typebox';
import { Check } from 'typebox/value';
import { derivedKey } from './keys.js';

const FlowSchema = Type.Object({
  provider: Type.String(),
  process: Type.Enum(PROVIDER_PROCESSES),
  callbackUrl: Type.String(),
  state: Type.String(),
  nonce: Type.String(),
  codeVerifier: Type.String(),
  /** A connect's signed-in session (its number): only that session may finish it (issue 16 §4). */
  sessionNumber: Type.Optional(Type.Integer()),
});

/** A sign-in in progress between the provider redirect and the provider's callback. */
export type Flow = Static<typeof FlowSchema>;

const FLOW_COOKIE = 'oidc_flow';
const FLOW_TTL_SECONDS = 10 * 60;

/**
 * Keeps a {@link Flow} in the browser between the two legs of a sign-in: an HttpOnly,
 * SameSite=Lax cookie scoped to /accounts/ (the callbacks), holding a JWE (dir, A256GCM) under
 * a key derived from SECRET_KEY, so it can be neither read nor forged; it expires after 10 min.
 */
export function createFlowCookie(secretKey: string, secure: boolean) {
  const key = derivedKey(secretKey, 'oidc flow');
  const options = { path: '/accounts/', httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    async save(reply: FastifyReply, flow: Flow): Promise<void> {
      const token = await new EncryptJWT(flow)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
        .encrypt(key);
      reply.setCookie(FLOW_COOKIE, token, { ...options, maxAge: FLOW_TTL_SECONDS });
    },
    /** The request's flow, or null when missing, expired or not ours; the cookie is cleared (single use). */
    async take(request: FastifyRequest, reply: FastifyReply): Promise<Flow | null> {
      const token = request.cookies[FLOW_COOKIE];
      if (!token) return null;
      reply.clearCookie(FLOW_COOKIE, options);
      try {
        const { payload } = await jwtDecrypt(token, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        return Check(FlowSchema, payload) ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
