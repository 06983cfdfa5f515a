import { api } from '@lifeguard/shared/api/api-slice';
import type { ListEnvelope } from '@lifeguard/shared/api/list-envelope';

export type ActionItemKind =
  | 'verify_phone'
  | 'change_password'
  | 'enable_protection'
  | 'register_donotcall'
  | 'install_extension'
  | 'run_dark_web_scan';

/** An action item (spec 001 §3; contracts "Security tasks"). `data` e.g. `{database: 'LinkedIn'}`. */
export type ActionItem = {
  id: number;
  kind: ActionItemKind;
  title: string;
  description: string;
  priority: 'high' | 'medium' | 'low';
  completed: boolean;
  completed_at: string | null;
  created_at: string;
  data: Record<string, unknown>;
};

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
