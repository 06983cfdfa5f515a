import type { ProfileUpdate } from '@lifeguard/contracts/schemas/account';
import type { UserDetail } from '@lifeguard/contracts/schemas/users';
import { TEAM_LIST, teamsApi } from '@lifeguard/shared/teams/teams-api';
import { adoptAnsweredUser } from './adopt-answered-user';

/**
 * `PATCH /users/api/user/detail/` `{first_name?, middle_name?, last_name?, suffix?}` (each at most
 * NAME_PART_MAX_LENGTH characters) → 200 `{status: 'success', user}`, which becomes the session
 * user (issue 13 "Account pages", spec 001 §2 Profile). 400 in our error shape with the field as
 * `param`; 401 signed out.
 */
export const updateProfileApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserDetail, ProfileUpdate>({
      query: (body) => ({ url: '/users/api/user/detail/', method: 'PATCH', body }),
      onQueryStarted: (_body, lifecycle) => adoptAnsweredUser(lifecycle),
      // Family member lists show names and photos.
      invalidatesTags: (result) => (result ? [TEAM_LIST] : []),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
