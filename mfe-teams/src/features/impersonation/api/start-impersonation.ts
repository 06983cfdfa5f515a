import type { ImpersonationStart } from '@lifeguard/contracts/schemas/admin';
import { api } from '@lifeguard/shared/api/api-slice';

/** Whom to impersonate and why (issue 13). */
export type { ImpersonationStart };

/**
 * POST /api/admin/impersonation/ `{user_id, reason}` (spec 001 §6; issue 13), with CSRF → 200
 * `{status: 'success'}`: the session now acts as the user for at most 1 hour, and a 'start' row
 * is audited. 400 `cannot_impersonate` (a superuser, or oneself), 404 unknown user, 409
 * `already_impersonating`, 403 for a non-superuser. The caller reloads the app afterwards.
 */
export const startImpersonationApi = api.injectEndpoints({
  endpoints: (build) => ({
    startImpersonation: build.mutation<{ status: 'success' }, ImpersonationStart>({
      query: (body) => ({ url: '/api/admin/impersonation/', method: 'POST', body }),
    }),
  }),
});

export const { useStartImpersonationMutation } = startImpersonationApi;
