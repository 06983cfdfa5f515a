import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { FamilyOverviewMember } from '@lifeguard/contracts/schemas/teams';
import { overviewTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

export type { FamilyOverviewMember };

/**
 * `getFamilyOverview(slug)`: GET /a/{slug}/team/api/overview/ (issue 13), admins only → each
 * member's protection score (%) and count of open high or critical threats; counts only, never
 * the threats themselves. 403 for a member, 404 for a family the user is not in.
 */
export const getFamilyOverviewApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getFamilyOverview: build.query<FamilyOverviewMember[], string>({
      query: (slug) => `/a/${encodeURIComponent(slug)}/team/api/overview/`,
      transformResponse: (body: ListEnvelope<FamilyOverviewMember>) => body.results,
      providesTags: (_result, _error, slug) => [overviewTag(slug)],
    }),
  }),
});

export const { useGetFamilyOverviewQuery } = getFamilyOverviewApi;
