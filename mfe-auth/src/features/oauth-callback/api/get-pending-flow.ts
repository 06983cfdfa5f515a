import type { Flow } from '@lifeguard/contracts/schemas/errors';
import { api } from '@lifeguard/shared/api/api-slice';
import { pendingFlowOf } from '@lifeguard/shared/auth/auth-flows';

/**
 * The allauth flow the session waits for, or `null` (issue 16 §6): GET
 * /_allauth/browser/v1/auth/session answers 401 listing a pending `mfa_authenticate` flow when a
 * provider sign-in still needs its second step; a 200 (signed in) or a 401 without one is `null`.
 * Errors: any other failure (5xx, network). Never cached: a pending login lasts minutes.
 */
export const pendingFlowApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingFlow: build.query<Flow | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const session = await baseQuery('/_allauth/browser/v1/auth/session');
        if (!session.error) return { data: null };
        return session.error.status === 401
          ? { data: pendingFlowOf(session.error) }
          : { error: session.error };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPendingFlowQuery } = pendingFlowApi;
