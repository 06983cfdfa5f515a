import { api } from '@lifeguard/shared/api/api-slice';
import type { ListEnvelope } from '@lifeguard/shared/api/list-envelope';

export type ThreatSeverity = 'critical' | 'high' | 'medium' | 'low' | 'info';

/** What the protection saw (spec 001 §3 "Threat event" threat_data); every field optional. */
export type ThreatData = {
  subject?: string;
  sender?: { email?: string; name?: string };
  body?: string;
  message?: string;
  url?: string;
  caller?: string;
  amount?: number | string;
  merchant?: string;
  phone_number?: string;
  total_results?: number;
  exposed_passwords_count?: number;
  exposed_emails?: string[];
  breach_databases?: string[];
  identifier?: string;
  /** Set by the email scanner on messages read from Gmail (spec 001 §7). */
  gmail_message_url?: string;
};

/** The analysis of an event (spec 001 §3); drives the real-threat rule of §4. */
export type ThreatAnalysis = {
  is_threat: boolean;
  risk_level: 'low' | 'medium' | 'high' | 'critical';
  findings: { scam_type?: string; threat_type?: string; description?: string }[];
};

/** A threat event as GET /threats/api/events/ lists it (spec 001 §3 "Threat event"). */
export type ThreatEvent = {
  id: number;
  threat_id: string;
  threat_type: string;
  threat_category: string | null;
  /** One of {@link ThreatSeverity}; typed wide because the real-threat rule also meets 'unknown'. */
  severity: string;
  threat_identifier: string | null;
  detected_at: string;
  status: 'new' | 'reviewed' | 'resolved' | 'dismissed';
  confidence_score: number | null;
  source_system: string;
  external_id: string | null;
  threat_data: ThreatData;
  analysis: ThreatAnalysis | null;
  description: string;
};

/** Events asked for per page: four times what the timeline first shows, so Load More rarely waits. */
export const EVENTS_PAGE_SIZE = 20;

/**
 * GET /threats/api/events/?page=&page_size= (spec 001 §7), newest first, as an RTK infinite
 * query: page params are 1-based page numbers, a next page exists while the server gives `next`.
 * Polling or a 'ThreatEvent' invalidation refetches every page loaded so far. 401 when signed out.
 */
export const getThreatEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThreatEvents: build.infiniteQuery<ListEnvelope<ThreatEvent>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          lastPage.next ? lastPageParam + 1 : undefined,
      },
      query: ({ pageParam }) => ({
        url: '/threats/api/events/',
        params: { page: pageParam, page_size: EVENTS_PAGE_SIZE },
      }),
      providesTags: ['ThreatEvent'],
    }),
  }),
});

export const { useGetThreatEventsInfiniteQuery } = getThreatEventsApi;
