import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { ImpersonationAuditEntry } from '@lifeguard/contracts/schemas/admin';
import { api } from '@lifeguard/shared/api/api-slice';

/** One start, stop or expiry of an impersonation (issue 13). */
export type { ImpersonationAuditEntry };

/**
 * GET /api/admin/impersonation/audit/ (spec 001 §6; issue 13) → the 50 newest audit entries,
 * newest first (list envelope; the results are taken). 403 for a non-superuser.
 */
export const getImpersonationAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImpersonationAudit: build.query<ImpersonationAuditEntry[], void>({
      query: () => '/api/admin/impersonation/audit/',
      transformResponse: (body: ListEnvelope<ImpersonationAuditEntry>) => body.results,
    }),
  }),
});

export const { useGetImpersonationAuditQuery } = getImpersonationAuditApi;
