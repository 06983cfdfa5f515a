import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { ActionItem } from '@lifeguard/contracts/schemas/security-tasks';
import { api } from '@lifeguard/shared/api/api-slice';

/** An action item (spec 001 §3 "Action item"); `data` e.g. `{database: 'LinkedIn'}`. */
export type { ActionItem };

/**
 * GET /security-tasks/api/action-items/ (spec 001 §7) → the user's items, incomplete first by
 * priority then newest, completed after; the server reconciles them with the user's state first.
 */
export const getActionItemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActionItems: build.query<ActionItem[], void>({
      query: () => '/security-tasks/api/action-items/',
      transformResponse: (body: ListEnvelope<ActionItem>) => body.results,
      providesTags: ['ActionItem'],
    }),
  }),
});

export const { useGetActionItemsQuery } = getActionItemsApi;
