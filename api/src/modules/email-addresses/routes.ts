import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Skeleton (issue 16): filled by its owner. */
const emailAddressesRoutes: FastifyPluginAsyncTypebox = async () => {};

export default emailAddressesRoutes;
