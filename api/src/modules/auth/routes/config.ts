import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Skeleton (issue 16): filled by its owner. */
const configRoutes: FastifyPluginAsyncTypebox = async () => {};

export default configRoutes;
