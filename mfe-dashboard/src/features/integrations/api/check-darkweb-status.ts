import type { DarkwebStatus } from '@lifeguard/contracts/schemas/integrations';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * GET /integrations/api/integrations/check_darkweb_status/ (spec 001 §4 "Integration setup",
 * §7) → `{has_scan_results}`: whether the user has a stored dark web scan. Tagged with the scans,
 * so a new scan makes it stale. Errors: 401, 5xx.
 */
export const checkDarkwebStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkDarkwebStatus: build.query<DarkwebStatus, void>({
      query: () => '/integrations/api/integrations/check_darkweb_status/',
      providesTags: ['DarkWebScan'],
    }),
  }),
});

export const { useLazyCheckDarkwebStatusQuery } = checkDarkwebStatusApi;
