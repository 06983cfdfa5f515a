import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Skeleton (issue 16): filled by its owner. */
const sessionsRoutes: FastifyPluginAsyncTypebox = async () => {};

export default sessionsRoutes;
