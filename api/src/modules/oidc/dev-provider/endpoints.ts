import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { DEV_PROVIDER_PREFIX } from './client.js';
import type { DevProviders } from './providers.js';

/**
 * The development provider's own endpoints under /dev-oidc/ (discovery, jwks, authorization,
 * token, userinfo, ...): oidc-provider's raw Node handler, as its docs mount it in other
 * frameworks: the prefix moves from `url` to `originalUrl`, and the configured public origin is
 * passed as X-Forwarded-Host/Proto (over whatever the client sent) so every URL it writes
 * matches its issuer.
 */
const devProviderEndpoints: FastifyPluginAsync<{ providers: DevProviders }> = async (app, { providers }) => {
  // oidc-provider reads request bodies itself: leave them unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Called by our own server (token, userinfo) and by browsers (authorization): no CSRF token;
  // oidc-provider authenticates the client and checks its own cookies.
  // Its requests are oidc-provider's to check; the schema only names the path (OpenAPI hides it).
  const schema = { params: Type.Object({ '*': Type.String() }) };
  app.all(`${DEV_PROVIDER_PREFIX}/*`, { schema, config: { csrfExempt: true } }, async (request, reply) => {
    const origin = new URL(request.publicOrigin());
    const { handle } = await providers.current();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.headers['x-forwarded-host'] = origin.host;
    raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(DEV_PROVIDER_PREFIX.length) || '/';
    reply.hijack();
    void handle(raw, reply.raw);
  });
};

export default fp(devProviderEndpoints, { name: 'dev-provider-endpoints', encapsulate: true });
