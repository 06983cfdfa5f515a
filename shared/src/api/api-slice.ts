import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@lifeguard/shared/api/base-query';

/**
 * The one RTK Query api slice for our server. Remotes add their endpoints with
 * `api.injectEndpoints`; tags let a mutation in one remote refresh a query in another.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
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
