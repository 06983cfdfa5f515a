import { api } from '@lifeguard/shared/api/api-slice';

/**
 * DELETE /api/admin/impersonation/ (issue 13, spec 001 §6): Stop. The impersonated session ends
 * and the superuser's own session is restored; the server writes a 'stop' audit row. Answers
 * `{status: 'success'}`; 401 signed out. Shared because the shell's impersonation banner calls
 * it on every page, while the teams remote starts impersonations. The caller reloads the app
 * afterwards (see full-reload.ts), since every cached query belonged to the impersonated user.
 */
export const stopImpersonationApi = api.injectEndpoints({
  endpoints: (build) => ({
    stopImpersonation: build.mutation<{ status: 'success' }, void>({
      query: () => ({ url: '/api/admin/impersonation/', method: 'DELETE' }),
    }),
  }),
});

export const { useStopImpersonationMutation } = stopImpersonationApi;
