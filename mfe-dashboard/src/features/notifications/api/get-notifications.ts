import { api } from '@lifeguard/shared/api/api-slice';
import type { ListEnvelope } from '@lifeguard/shared/api/list-envelope';

/** A notification (spec 001 §3; contracts "Security tasks"). `link` an in-app path or a URL. */
export type Notification = {
  id: number;
  title: string;
  message: string;
  level: 'info' | 'warning' | 'critical' | 'success';
  read: boolean;
  created_at: string;
  link: string | null;
};

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
