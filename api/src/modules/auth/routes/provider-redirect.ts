import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AllauthErrorSchema, allauthError } from '../../../plugins/errors.js';
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
 * allauth "Provider redirect" (spec 000 §4 Google sign-in): a browser form post carrying
 * provider, process, callback_url and csrfmiddlewaretoken. Google is known but not set up yet,
 * so the browser returns to `callback_url?error=provider_unavailable&error_process=<process>`.
 */
const providerRedirectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

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
      const origin = request.publicOrigin();
      const target = sameOriginUrl(callbackUrl, origin);
      if (!target) {
        throw allauthError(400, [{ message: 'Invalid URL.', code: 'invalid_url', param: 'callback_url' }]);
      }
      target.searchParams.set('error', 'provider_unavailable');
      target.searchParams.set('error_process', process);
      const location =
        target.origin === new URL(origin).origin && callbackUrl.startsWith('/')
          ? `${target.pathname}${target.search}${target.hash}`
          : target.href;
      return reply.redirect(location, 302);
    },
  );
};

export default providerRedirectRoutes;
