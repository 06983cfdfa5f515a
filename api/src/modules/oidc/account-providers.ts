import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Skeleton (issue 16): filled by its owner. */
const accountProvidersRoutes: FastifyPluginAsyncTypebox = async () => {};

export default accountProvidersRoutes;
