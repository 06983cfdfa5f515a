import type { UserDetail } from '@lifeguard/contracts/schemas/users';
import { TEAM_LIST, teamsApi } from '@lifeguard/shared/teams/teams-api';
import { adoptAnsweredUser } from './adopt-answered-user';
import { AVATAR_URL } from './upload-avatar';

/**
 * `DELETE /users/api/user/avatar/` → 200 `{status: 'success', user}` with `avatar_url` null:
 * the initials show again, in the user menu too (issue 13 "Account pages").
 */
export const removeAvatarApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    removeAvatar: build.mutation<UserDetail, void>({
      query: () => ({ url: AVATAR_URL, method: 'DELETE' }),
      onQueryStarted: (_arg, lifecycle) => adoptAnsweredUser(lifecycle),
      // Family member lists show names and photos.
      invalidatesTags: (result) => (result ? [TEAM_LIST] : []),
    }),
  }),
});

export const { useRemoveAvatarMutation } = removeAvatarApi;
