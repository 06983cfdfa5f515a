import { api } from '@lifeguard/shared/api/api-slice';

/** The lists of a scan's consolidated_data (spec 001 §3 "Dark web scan"). */
export type ConsolidatedData = {
  name: string[];
  email: string[];
  phone: string[];
  address: string[];
  dob: string[];
  license_plate: string[];
  hashed_password: string[];
  username: string[];
  social: string[];
};

/** A dark web scan as GET /dehashed/api/scans/ lists it (spec 001 §3); `id` null if not saved. */
export type DarkWebScan = {
  id: number | null;
  created_at: string;
  total_results: number;
  emails_found: string[];
  passwords_found: string[];
  usernames_found: string[];
  /** Names of the breach sources the records came from. */
  databases: string[];
  consolidated_data: ConsolidatedData;
  raw_data: unknown;
};

/** One breach entry of a scan (spec 001 §3 "Breach entry"); null where the record has none. */
export type BreachEntry = {
  id: number;
  scan_id: number;
  database_name: string;
  email: string | null;
  username: string | null;
  password: string | null;
  hashed_password: string | null;
  name: string | null;
  address: string | null;
  phone: string | null;
  ip_address: string | null;
  raw_data: unknown;
};

type ListEnvelope<T> = { count: number; next: string | null; previous: string | null; results: T[] };

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
 *   scan; 502 `{errors: [{message: 'Failed to perform scan. Please try again.'}]}` when the
 *   breach provider fails, 429 past the per-user rate limit.
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
