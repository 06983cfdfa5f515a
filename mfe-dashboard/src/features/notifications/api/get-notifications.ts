import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { Notification } from '@lifeguard/contracts/schemas/security-tasks';
import { api } from '@lifeguard/shared/api/api-slice';

/** A notification (spec 001 §3); `link` an in-app path or a URL. */
export type { Notification };

/** GET /security-tasks/api/notifications/ (spec 001 §7) → the user's latest 50, newest first. */
export const getNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      query: () => '/security-tasks/api/notifications/',
      transformResponse: (body: ListEnvelope<Notification>) => body.results,
      providesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationsQuery } = getNotificationsApi;
