import type { AdminScan } from '@lifeguard/contracts/schemas/admin';
import { api } from '@lifeguard/shared/api/api-slice';

/** A stored scan as the admin page shows it, breached values masked (issue 13). */
export type { AdminScan };

/**
 * GET /api/admin/scans/{id}/ (spec 001 §2 scan rows; issue 13) → the scan's owner, the scan with
 * every found value masked (contracts/masking; `raw_data` null) and how many breach entries it
 * stored. 404 unknown scan, 403 for a non-superuser.
 */
export const getAdminScanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminScan: build.query<AdminScan, number>({
      query: (id) => `/api/admin/scans/${id}/`,
    }),
  }),
});

export const { useGetAdminScanQuery } = getAdminScanApi;
