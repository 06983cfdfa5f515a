import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@lifeguard/shared/api/base-query';
import { serverStateHydrated } from '@lifeguard/shared/api/server-hydration';

/**
 * The one RTK Query api slice for our server. Remotes add their endpoints with
 * `api.injectEndpoints`; tags let a mutation in one remote refresh a query in another. A
 * server-rendered page's queries are seeded by `serverStateHydrated` (issue 31).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // RTK Query reads only `queries`, `mutations` and `provided` of what this returns.
  extractRehydrationInfo: (action) =>
    serverStateHydrated.match(action) ? (action.payload as never) : undefined,
  tagTypes: [
    'User',
    'Integration',
    'ThreatEvent',
    'ActionItem',
    'Notification',
    'DarkWebScan',
    'BreachEntry',
    'EducationalContent',
    // Families (spec 001 §4 Teams): the list and each family, an admin's overview, an invitation.
    'Team',
    'FamilyOverview',
    'Invitation',
    // Account security (issue 16 §3–§6): email addresses, connected provider accounts, the
    // authenticator app and recovery codes, signed-in sessions.
    'EmailAddress',
    'ProviderAccount',
    'Authenticator',
    'UserSession',
  ],
  endpoints: () => ({}),
});
