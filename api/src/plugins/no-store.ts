import type { FastifyReply } from 'fastify';

/**
 * An `onRequest` hook marking the answer `cache-control: no-store`, on success as on error: for
 * routes whose answers carry codes or tokens (extension tokens, the mobile handoff).
 */
export async function noStore(_request: unknown, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
