import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { AdminUser } from '@lifeguard/contracts/schemas/admin';
import { api } from '@lifeguard/shared/api/api-slice';

/** A user as the superuser pages list them (issue 13). */
export type { AdminUser };

/**
 * GET /api/admin/users/?search= (spec 001 §6; issue 13) → up to 20 users whose email or name
 * contains `search` (list envelope; the results are taken). 403 for a non-superuser.
 */
export const searchUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchUsers: build.query<AdminUser[], string>({
      query: (search) => ({ url: '/api/admin/users/', params: { search } }),
      transformResponse: (body: ListEnvelope<AdminUser>) => body.results,
    }),
  }),
});

export const { useSearchUsersQuery } = searchUsersApi;
