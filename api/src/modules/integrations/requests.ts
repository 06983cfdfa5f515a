import type { FastifyRequest } from 'fastify';
import { apiError, notAuthenticated } from '../../plugins/errors.js';

/** The signed-in user's id; 401 `{detail}` when signed out (contracts: every integrations call). */
export async function signedInUserId(request: FastifyRequest): Promise<number> {
  const current = await request.currentSession();
  if (!current) throw notAuthenticated();
  return current.user.id;
}

/** 404 for an id the user does not own, as for one that does not exist. */
export const notFound = () => apiError(404, [{ message: 'Not found.', code: 'not_found' }]);
