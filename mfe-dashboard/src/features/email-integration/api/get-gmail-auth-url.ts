import type { GmailAuthUrl } from '@lifeguard/contracts/schemas/email-protection';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * GET /integrations/api/integrations/gmail_auth_url/ (spec 001 §7, issue 14) → `{auth_url}`:
 * Google's consent page for the read-only Gmail scope, carrying a `state` bound to this session
 * and good once. Fetched anew on every Connect click (a lazy query, kept no longer than its
 * caller), since a used or stale `state` is refused on the return. Errors: 401, 5xx.
 */
export const getGmailAuthUrlApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGmailAuthUrl: build.query<GmailAuthUrl, void>({
      query: () => '/integrations/api/integrations/gmail_auth_url/',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetGmailAuthUrlQuery } = getGmailAuthUrlApi;
