import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin users see (PUBLIC_URL, else this request's scheme and host), for links. */
    publicOrigin(): string;
  }
}

/** Decorates `request.publicOrigin()`. */
export default fp<{ publicUrl: string | undefined }>(
  async (app, { publicUrl }) => {
    app.decorateRequest('publicOrigin', function (this: FastifyRequest) {
      return publicUrl ?? `${this.protocol}://${this.host}`;
    });
  },
  { name: 'origin' },
);
