import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured origin users see (no final slash), for links and redirect URIs. */
    publicOrigin(): string;
  }
  interface FastifyRequest {
    /** The configured origin users see, as `app.publicOrigin()`; never this request's Host. */
    publicOrigin(): string;
  }
}

/**
 * Decorates `app.publicOrigin()` and `request.publicOrigin()` with the configured origin
 * (config.publicUrl, issue 15 §1): the Host header an attacker sends never reaches a link. A
 * default origin on port 0 (tests) takes the port the server listens on once it does.
 */
export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const configured = new URL(publicUrl);
    const publicOrigin = () => {
      const address = app.server.address() as AddressInfo | string | null;
      if (configured.port !== '0' || !address || typeof address === 'string') return publicUrl;
      return `${configured.protocol}//${configured.hostname}:${address.port}`;
    };
    app.decorate('publicOrigin', publicOrigin);
    app.decorateRequest('publicOrigin', function (this: FastifyRequest) {
      return publicOrigin();
    });
  },
  { name: 'origin' },
);
