import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { bearerAccount } from './bearer.js';
import consentRoutes from './consent.js';
import { grantStore } from './grants.js';
import historyRoutes from './history.js';
import { mailboxes } from './mailboxes.js';
import messageRoutes, { USER_PARAMS } from './messages.js';
import { GOOGLE_STAND_IN_PREFIX } from './registration.js';
import tokenRoutes from './token.js';
import { standInTokens } from './tokens.js';

/**
 * The offline stand-in for Google's OAuth 2.0 endpoints and the Gmail REST API (issue 14
 * "Offline default"), served by the development provider when Google is not configured, under
 * `<origin>/dev-oidc/google`. It answers Google's own paths and JSON shapes (errors included),
 * so the real client (google-auth-library's OAuth2Client and Gmail REST) runs unchanged
 * against it:
 * - `/o/oauth2/v2/auth` the consent page (consent.ts), `/token` and `/revoke` (token.ts), with
 *   stateless encrypted tokens (tokens.ts) and revocations in `DATA_DIR/gmail/.revoked.json`;
 * - `/gmail/v1/users/{userId}/profile`, `messages`, `messages/{id}`, `history` (messages.ts,
 *   history.ts) on the mailbox `DATA_DIR/gmail/<email>/`, one `.eml` file per message, new
 *   files picked up at the next call (mailbox-index.ts).
 * Its static and parametric routes win over oidc-provider's `/dev-oidc/*` wildcard.
 */
const gmailStandInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formBody, { bodyLimit: 65_536 });
  const { secretKey, dataDir } = app.config;
  const tokens = standInTokens(secretKey);
  const grants = grantStore(dataDir);
  const store = mailboxes(dataDir);
  const bearer = bearerAccount(tokens, grants);
  const base = `${GOOGLE_STAND_IN_PREFIX}/gmail/v1/users/:userId`;

  await app.register(consentRoutes, { tokens });
  await app.register(tokenRoutes, { tokens, grants });
  await app.register(messageRoutes, { base, bearer, mailboxes: store });
  await app.register(historyRoutes, { base, bearer, mailboxes: store });

  /** users.getProfile: `{emailAddress, messagesTotal, threadsTotal, historyId}`. */
  app.get(`${base}/profile`, { schema: { params: USER_PARAMS } }, async (request, reply) => {
    const account = await bearer(request, reply, request.params.userId);
    if (!account) return reply;
    const { messages, historyId } = await store.current(account);
    const threadsTotal = new Set(messages.map((m) => m.threadId)).size;
    return {
      emailAddress: account,
      messagesTotal: messages.length,
      threadsTotal,
      historyId: String(historyId),
    };
  });
};

export default fp(gmailStandInRoutes, { name: 'gmail-stand-in-routes', encapsulate: true });
