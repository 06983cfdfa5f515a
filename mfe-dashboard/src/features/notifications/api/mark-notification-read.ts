import { api } from '@lifeguard/shared/api/api-slice';
import { getNotificationsApi, type Notification } from './get-notifications';

/**
 * PATCH /security-tasks/api/notifications/{id}/ `{read: true}` (spec 001 §4, §7) → the
 * notification, stored read so it stays read after a reload. Optimistic: shown read at once,
 * unread again if the call fails (404 for one that is not the user's); then the list is refetched.
 */
export const markNotificationReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({
        url: `/security-tasks/api/notifications/${id}/`,
        method: 'PATCH',
        body: { read: true },
      }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getNotificationsApi.util.updateQueryData('getNotifications', undefined, (notifications) => {
            const notification = notifications.find((candidate) => candidate.id === id);
            if (notification) notification.read = true;
          }),
        );
        queryFulfilled.catch(patch.undo);
      },
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useMarkNotificationReadMutation } = markNotificationReadApi;
