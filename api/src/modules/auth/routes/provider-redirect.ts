import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProviderRedirectFormSchema } from '@lifeguard/contracts/schemas/allauth';
import { AllauthErrorSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { allauthError } from '../../../plugins/errors.js';

/**
 * allauth "Provider redirect" (spec 000 §4 Google sign-in, §7): a browser form post carrying
 * provider, process, callback_url (same origin) and csrfmiddlewaretoken. Answers 302 to the
 * provider's authorization endpoint (`app.oidc.start`), or to
 * `callback_url?error=provider_unavailable&error_process=<process>` when Google sign-in is not
 * set up; 400 for an unknown provider or a foreign callback_url. `process=connect` (issue 16 §4)
 * needs a signed-in session, not an impersonation: else 302 to
 * `callback_url?error=permission_denied&error_process=connect`.
 */
const providerRedirectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formBody, { bodyLimit: 16_384 });

  app.post(
    '/auth/provider/redirect',
    { schema: { body: ProviderRedirectFormSchema, response: { 400: AllauthErrorSchema } } },
    async (request, reply) => {
      const { provider, process, callback_url: sent } = request.body;
      const target = app.auth.providerRedirectTarget(provider, sent, request.publicOrigin());
      if ('problem' in target) throw allauthError(400, [target.problem]);
      const { callbackUrl } = target;
      const location = await app.oidc.start(request, reply, { provider, process, callbackUrl });
      return reply.redirect(location, 302);
    },
  );
};

export default fp(providerRedirectRoutes, { name: 'provider-redirect-routes', encapsulate: true });
