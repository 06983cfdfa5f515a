import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { BreachEntry, ConsolidatedData, DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import { api } from '@lifeguard/shared/api/api-slice';

/** The shapes these calls answer (spec 001 §3), for the screens that show them. */
export type { BreachEntry, ConsolidatedData, DarkWebScan };

/** Tags a finished scan makes stale: its own list and what the server derives from it. */
const SCAN_CONSEQUENCES = [
  'DarkWebScan',
  'Integration',
  'ThreatEvent',
  'ActionItem',
  'Notification',
] as const;

/**
 * The dark web scan calls (spec 001 §7 "Threats and dark web"), shared by every remote:
 * - `getScans(userId?)`: GET /dehashed/api/scans/[?user_id=] → the scans, newest first.
 * - `startScan({userId?})`: POST /dehashed/api/search/ `{save_results: true, user_id?}` → the
 *   scan; 502 `{errors: [{message: SCAN_FAILED_MESSAGE}]}` when the breach provider fails, 429
 *   past the per-user rate limit.
 * - `getBreachEntries(scanId)`: GET /dehashed/api/entries/?scan_id= → that scan's entries.
 */
export const scansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScans: build.query<DarkWebScan[], number | void>({
      query: (userId) => ({ url: '/dehashed/api/scans/', params: userId ? { user_id: userId } : undefined }),
      transformResponse: (body: ListEnvelope<DarkWebScan>) => body.results,
      providesTags: ['DarkWebScan'],
    }),
    startScan: build.mutation<DarkWebScan, { userId?: number } | void>({
      query: (arg) => ({
        url: '/dehashed/api/search/',
        method: 'POST',
        body: { save_results: true, ...(arg?.userId ? { user_id: arg.userId } : {}) },
      }),
      invalidatesTags: [...SCAN_CONSEQUENCES],
    }),
    getBreachEntries: build.query<BreachEntry[], number>({
      query: (scanId) => ({ url: '/dehashed/api/entries/', params: { scan_id: scanId } }),
      transformResponse: (body: ListEnvelope<BreachEntry>) => body.results,
      providesTags: (_result, _error, scanId) => [{ type: 'BreachEntry', id: scanId }],
    }),
  }),
});

export const {
  useGetScansQuery,
  useStartScanMutation,
  useGetBreachEntriesQuery,
  useLazyGetBreachEntriesQuery,
} = scansApi;
