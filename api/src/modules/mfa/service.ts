import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Skeleton (issue 16): the domain plugin decorating `app.mfa`, filled by its owner. */
export default fp(async (_app: FastifyInstance) => {}, {
  name: 'mfa',
  dependencies: ['db', 'users', 'session'],
});
