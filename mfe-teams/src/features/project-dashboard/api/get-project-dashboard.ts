import type { ProjectDashboard } from '@lifeguard/contracts/schemas/admin';
import { api } from '@lifeguard/shared/api/api-slice';

/** The Project Dashboard's figures (issue 13). */
export type { ProjectDashboard };

/**
 * GET /api/admin/dashboard/ (spec 001 §2, §6; issue 13) → the totals (users, families, scans,
 * threats, integrations), sign-ups and scans per day over the last 30 days (oldest first, zero
 * days included), threats by type, and the 10 newest users. 403 for a non-superuser.
 */
export const getProjectDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectDashboard: build.query<ProjectDashboard, void>({
      query: () => '/api/admin/dashboard/',
    }),
  }),
});

export const { useGetProjectDashboardQuery } = getProjectDashboardApi;
