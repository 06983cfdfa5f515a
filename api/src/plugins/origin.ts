import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FrontendUrls } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured origin users see (no final slash), for links and redirect URIs. */
    publicOrigin(): string;
    /**
     * A mailed link (issue 16 §7): the template `name` of config.frontendUrls with each `{param}`
     * replaced by its URL-encoded value, on the public origin when the template is a path.
     */
    frontendUrl(name: keyof FrontendUrls, params: Record<string, string | number>): string;
  }
  interface FastifyRequest {
    /** The configured origin users see, as `app.publicOrigin()`; never this request's Host. */
    publicOrigin(): string;
  }
}

/**
 * Decorates `app.publicOrigin()`, `app.frontendUrl()` and `request.publicOrigin()` with the configured origin
 * (config.publicUrl, issue 15 §1): the Host header an attacker sends never reaches a link. A
 * default origin on port 0 (tests) takes the port the server listens on once it does.
 */
export default fp<{ publicUrl: string; frontendUrls: FrontendUrls }>(
  async (app, { publicUrl, frontendUrls }) => {
    const configured = new URL(publicUrl);
    const publicOrigin = () => {
      const address = app.server.address() as AddressInfo | string | null;
      if (configured.port !== '0' || !address || typeof address === 'string') return publicUrl;
      return `${configured.protocol}//${configured.hostname}:${address.port}`;
    };
    app.decorate('publicOrigin', publicOrigin);
    app.decorate('frontendUrl', (name: keyof FrontendUrls, params: Record<string, string | number>) => {
      const filled = frontendUrls[name].replace(/\{(\w+)\}/g, (whole, param: string) =>
        param in params ? encodeURIComponent(String(params[param])) : whole,
      );
      return filled.startsWith('/') ? `${publicOrigin()}${filled}` : filled;
    });
    app.decorateRequest('publicOrigin', function (this: FastifyRequest) {
      return publicOrigin();
    });
  },
  { name: 'origin' },
);
