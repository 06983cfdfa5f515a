import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import fp from 'fastify-plugin';
import type { GrantStore } from './grants.js';
import { sendOAuthError } from './google-errors.js';
import { GOOGLE_STAND_IN_PREFIX, standInClient } from './registration.js';
import { TOKEN_TTL_S, type GrantClaims, type StandInTokens } from './tokens.js';

const field = Type.Optional(Type.String({ maxLength: 8192 }));
const TokenRequest = Type.Object({
  grant_type: field,
  code: field,
  redirect_uri: field,
  code_verifier: field,
  refresh_token: field,
  client_id: field,
  client_secret: field,
});
type TokenRequest = Static<typeof TokenRequest>;

const REVOKED = 'Token has been expired or revoked.';

/** Client credentials from the body (client_secret_post) or an HTTP Basic header (client_secret_basic). */
function clientCredentials(request: FastifyRequest, body: TokenRequest): [string?, string?] {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!basic) return [body.client_id, body.client_secret];
  const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':', 2);
  return [decodeURIComponent(id), decodeURIComponent(secret)];
}

const pkceMatches = (verifier: string, challenge: string) =>
  createHash('sha256').update(verifier).digest('base64url') === challenge;

/**
 * Google's token endpoint, `POST <prefix>/token` (form or JSON): `authorization_code` (code,
 * redirect_uri, code_verifier when the consent had a challenge) answers
 * `{access_token, expires_in: 3599, refresh_token, scope, token_type: 'Bearer'}`,
 * `refresh_token` the same without a refresh token. Errors as Google's: 401 invalid_client,
 * 400 invalid_grant (unknown, expired, used or revoked code or token), invalid_request,
 * unsupported_grant_type, redirect_uri_mismatch. A code redeemed twice revokes its grant
 * (RFC 6749 §4.1.2).
 */
const tokenRoutes: FastifyPluginAsyncTypebox<{ tokens: StandInTokens; grants: GrantStore }> = async (
  app,
  { tokens, grants },
) => {
  async function issue(reply: FastifyReply, grant: GrantClaims, withRefresh: boolean) {
    const { sub, scope, gid } = grant;
    const body = {
      access_token: await tokens.seal('access', { sub, scope, gid }),
      expires_in: TOKEN_TTL_S.access,
      ...(withRefresh && { refresh_token: await tokens.seal('refresh', { sub, scope, gid }) }),
      scope,
      token_type: 'Bearer',
    };
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(body);
  }

  async function authorizationCode(reply: FastifyReply, body: TokenRequest) {
    if (!body.code) return sendOAuthError(reply, 'invalid_request', 'Missing required parameter: code');
    const code = await tokens.open('code', body.code);
    if (!code) return sendOAuthError(reply, 'invalid_grant', 'Malformed auth code.');
    if (body.redirect_uri !== code.redirect_uri) {
      return sendOAuthError(reply, 'redirect_uri_mismatch', 'Bad Request');
    }
    if (code.code_challenge !== undefined) {
      if (!body.code_verifier) return sendOAuthError(reply, 'invalid_grant', 'Missing code verifier.');
      if (!pkceMatches(body.code_verifier, code.code_challenge)) {
        return sendOAuthError(reply, 'invalid_grant', 'Invalid code verifier.');
      }
    }
    const expiresAt = Date.now() + (TOKEN_TTL_S.code ?? 60) * 1000;
    if (!(await grants.redeemCode(code.jti, expiresAt))) {
      await grants.revoke(code.gid);
      return sendOAuthError(reply, 'invalid_grant', 'The authorization code has already been used.');
    }
    if (await grants.isRevoked(code.gid)) return sendOAuthError(reply, 'invalid_grant', REVOKED);
    return issue(reply, code, true);
  }

  async function refreshToken(reply: FastifyReply, body: TokenRequest) {
    if (!body.refresh_token) {
      return sendOAuthError(reply, 'invalid_request', 'Missing required parameter: refresh_token');
    }
    const grant = await tokens.open('refresh', body.refresh_token);
    if (!grant || (await grants.isRevoked(grant.gid))) return sendOAuthError(reply, 'invalid_grant', REVOKED);
    return issue(reply, grant, false);
  }

  app.post(
    `${GOOGLE_STAND_IN_PREFIX}/token`,
    { schema: { body: TokenRequest }, attachValidation: true, config: { csrfExempt: true } },
    async (request, reply) => {
      if (request.validationError) return sendOAuthError(reply, 'invalid_request', 'Invalid request.');
      const body = request.body ?? {};
      const [id, secret] = clientCredentials(request, body);
      if (!standInClient(app.config.secretKey, app.publicOrigin()).authenticates(id, secret)) {
        return sendOAuthError(reply, 'invalid_client', 'Unauthorized');
      }
      if (body.grant_type === 'authorization_code') return authorizationCode(reply, body);
      if (body.grant_type === 'refresh_token') return refreshToken(reply, body);
      return sendOAuthError(reply, 'unsupported_grant_type', 'Invalid grant_type.');
    },
  );

  // No body schema: google-auth-library's revokeToken posts no body at all, the token in the query.
  app.post(
    `${GOOGLE_STAND_IN_PREFIX}/revoke`,
    {
      schema: { querystring: Type.Object({ token: field }) },
      attachValidation: true,
      config: { csrfExempt: true },
    },
    async (request, reply) => {
      const body = request.body as { token?: unknown } | undefined;
      const fromBody = typeof body?.token === 'string' ? body.token : undefined;
      const token = request.validationError ? undefined : (request.query.token ?? fromBody);
      const grant = (await tokens.open('refresh', token)) ?? (await tokens.open('access', token));
      if (!grant || (await grants.isRevoked(grant.gid))) {
        return sendOAuthError(reply, 'invalid_token', 'Token expired or revoked');
      }
      await grants.revoke(grant.gid);
      return reply.header('cache-control', 'no-store').send({});
    },
  );
};

export default fp(tokenRoutes, { name: 'gmail-token-routes', encapsulate: true });
