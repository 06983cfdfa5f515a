import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { allauthError } from '../../../plugins/errors.js';
import { AllauthErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { PROVIDERS } from '../envelopes.js';

/** The callback URL as a URL when it is a same-origin absolute URL or a relative path. */
function sameOriginUrl(callbackUrl: string, origin: string): URL | null {
  const relative = callbackUrl.startsWith('/') && !/^\/[/\\]/.test(callbackUrl);
  try {
    const url = new URL(callbackUrl, origin);
    return relative || url.origin === new URL(origin).origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * allauth "Provider redirect" (spec 000 §4 Google sign-in, §7): a browser form post carrying
 * provider, process, callback_url (same origin) and csrfmiddlewaretoken. Answers 302 to the
 * provider's authorization endpoint (`app.oidc.start`), or to
 * `callback_url?error=provider_unavailable&error_process=<process>` when Google sign-in is not
 * set up; 400 for an unknown provider or a foreign callback_url.
 */
const providerRedirectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formBody, { bodyLimit: 16_384 });

  app.post(
    '/auth/provider/redirect',
    {
      schema: {
        body: Type.Object(
          {
            provider: Type.String({ minLength: 1 }),
            process: Type.Union([Type.Literal('login'), Type.Literal('connect')]),
            callback_url: Type.String({ minLength: 1, maxLength: 2048 }),
            csrfmiddlewaretoken: Type.Optional(Type.String()),
          },
          { additionalProperties: false },
        ),
        response: { 400: AllauthErrorSchema },
      },
    },
    async (request, reply) => {
      const { provider, process, callback_url: callbackUrl } = request.body;
      if (!PROVIDERS.includes(provider)) {
        throw allauthError(400, [
          { message: 'Unknown provider.', code: 'unknown_provider', param: 'provider' },
        ]);
      }
      if (!sameOriginUrl(callbackUrl, request.publicOrigin())) {
        throw allauthError(400, [{ message: 'Invalid URL.', code: 'invalid_url', param: 'callback_url' }]);
      }
      const location = await app.oidc.start(request, reply, { provider, process, callbackUrl });
      return reply.redirect(location, 302);
    },
  );
};

export default providerRedirectRoutes;
