import type { ServerViews } from '@lifeguard/shared/prerender/server-views';
import { getFamilyOverviewApi } from '@lifeguard/shared/teams/get-family-overview';
import { getTeamsApi } from '@lifeguard/shared/teams/get-teams';
import { providerAccountsApi } from './features/connected-accounts/api/get-provider-accounts';
import { emailAddressesApi } from './features/email-addresses/api/get-email-addresses';
import { authenticatorsApi } from './features/two-factor/api/get-authenticators';

/**
 * The teams remote's screens the server renders with their data (issue 31), each query as the
 * screen's hooks ask it (the frame has loaded the user and the families): the profile's email
 * addresses, connected accounts and authenticators; team settings' family overview, for an admin
 * of that family. Built into dist/server/render-view.cjs by shared/tooling/prerender.mjs.
 */
export const serverViews: ServerViews = {
  profile: ({ dispatch }) => {
    dispatch(emailAddressesApi.endpoints.getEmailAddresses.initiate());
    dispatch(providerAccountsApi.endpoints.getProviderAccounts.initiate());
    dispatch(authenticatorsApi.endpoints.getAuthenticators.initiate());
  },
  'team-settings': ({ dispatch, getState }, { slug }) => {
    const teams = getTeamsApi.endpoints.getTeams.select()(getState()).data ?? [];
    const team = teams.find((candidate) => candidate.slug === slug);
    if (team?.is_admin) dispatch(getFamilyOverviewApi.endpoints.getFamilyOverview.initiate(team.slug));
  },
};
