import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import {
  AuthorizationQuery,
  checkAuthorizationRequest,
  isRefusal,
  type AuthorizationRefusal,
} from './authorization-request.js';
import { consentErrorPage, consentPage, sendHtml } from './consent-page.js';
import { GOOGLE_STAND_IN_PREFIX, standInClient } from './registration.js';
import type { ConsentRequest, StandInTokens } from './tokens.js';

const ConsentForm = Type.Object({
  interaction: Type.String({ maxLength: 8192 }),
  action: Type.Union([Type.Literal('allow'), Type.Literal('cancel')]),
});

/** `redirect_uri` with the response parameters (state echoed when the request had one). */
function responseUrl(request: ConsentRequest, params: Record<string, string>): string {
  const url = new URL(request.redirect_uri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  return url.href;
}

/**
 * Google's authorization endpoint, `<prefix>/o/oauth2/v2/auth` (issue 14 "Offline default"):
 * GET checks the request (authorization-request.ts; refused: an error page, never a redirect)
 * and shows the consent page for the login_hint account, its form carrying the request in a
 * sealed interaction token (10 min). POST 'Allow' answers 302 to redirect_uri with a code
 * (60 s, single use), the scope and the state; 'Cancel' with error=access_denied and the state.
 * The form needs no CSRF token: all it can do is send a code to our own callback, which accepts
 * it only with the state bound to the session that started the flow.
 */
const consentRoutes: FastifyPluginAsyncTypebox<{ tokens: StandInTokens }> = async (app, { tokens }) => {
  const path = `${GOOGLE_STAND_IN_PREFIX}/o/oauth2/v2/auth`;
  const client = () => standInClient(app.config.secretKey, app.publicOrigin());

  app.get(
    path,
    { schema: { querystring: AuthorizationQuery }, attachValidation: true },
    async (request, reply) => {
      const refuse = ({ status, code, detail }: AuthorizationRefusal) =>
        sendHtml(reply, status, consentErrorPage(status, code, detail));
      if (request.validationError) {
        return refuse({
          status: 400,
          code: 'invalid_request',
          detail: 'A parameter is malformed or repeated.',
        });
      }
      const checked = checkAuthorizationRequest(request.query, client());
      if (isRefusal(checked)) return refuse(checked);
      const interaction = await tokens.seal('consent', checked);
      const props = { action: path, email: checked.login_hint, scope: checked.scope, interaction };
      return sendHtml(reply, 200, consentPage(props));
    },
  );

  app.post(
    path,
    { schema: { body: ConsentForm }, attachValidation: true, config: { csrfExempt: true } },
    async (request, reply) => {
      const consent = request.validationError ? null : await tokens.open('consent', request.body.interaction);
      if (!consent) {
        const page = consentErrorPage(400, 'invalid_request', 'This consent request has expired.');
        return sendHtml(reply, 400, page);
      }
      if (request.body.action === 'cancel') {
        return reply.redirect(responseUrl(consent, { error: 'access_denied' }), 302);
      }
      const code = await tokens.seal('code', {
        sub: consent.login_hint,
        scope: consent.scope,
        gid: randomBytes(16).toString('base64url'),
        jti: randomBytes(16).toString('base64url'),
        redirect_uri: consent.redirect_uri,
        ...(consent.code_challenge !== undefined && { code_challenge: consent.code_challenge }),
      });
      return reply.redirect(responseUrl(consent, { code, scope: consent.scope }), 302);
    },
  );
};

export default fp(consentRoutes, { name: 'gmail-consent-routes', encapsulate: true });
