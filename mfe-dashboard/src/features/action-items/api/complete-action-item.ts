import { api } from '@lifeguard/shared/api/api-slice';
import { getActionItemsApi, type ActionItem } from './get-action-items';

/**
 * POST /security-tasks/api/action-items/{id}/complete/ (spec 001 §4, §7) → the item, completed.
 * Optimistic: the item moves to completed at once and moves back if the call fails (404 for an
 * item that is not the user's); then the list is refetched ('ActionItem').
 */
export const completeActionItemApi = api.injectEndpoints({
  endpoints: (build) => ({
    completeActionItem: build.mutation<ActionItem, number>({
      query: (id) => ({ url: `/security-tasks/api/action-items/${id}/complete/`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getActionItemsApi.util.updateQueryData('getActionItems', undefined, (items) => {
            const item = items.find((candidate) => candidate.id === id);
            if (item) Object.assign(item, { completed: true, completed_at: new Date().toISOString() });
          }),
        );
        queryFulfilled.catch(patch.undo);
      },
      invalidatesTags: ['ActionItem'],
    }),
  }),
});

export const { useCompleteActionItemMutation } = completeActionItemApi;
