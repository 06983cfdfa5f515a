import type { UserDetail } from '@lifeguard/contracts/schemas/users';
import { TEAM_LIST, teamsApi } from '@lifeguard/shared/teams/teams-api';
import { adoptAnsweredUser } from './adopt-answered-user';

/** Where the profile photo lives: PUT replaces it, DELETE removes it. */
export const AVATAR_URL = '/users/api/user/avatar/';

/**
 * `PUT /users/api/user/avatar/` with the image file itself as the body and its type as
 * `Content-Type` (one of AVATAR_TYPES, at most AVATAR_MAX_BYTES) → 200 `{status: 'success',
 * user}` with the new `avatar_url`, which becomes the session user (issue 13 "Account pages").
 * 413 beyond the size, 400 `invalid_image` when the bytes are not that image type. The shared
 * base query adds the CSRF header as for any unsafe method, and sends a Blob body as it is.
 */
export const uploadAvatarApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    uploadAvatar: build.mutation<UserDetail, File>({
      query: (file) => ({
        url: AVATAR_URL,
        method: 'PUT',
        body: file,
        headers: { 'Content-Type': file.type },
      }),
      onQueryStarted: (_file, lifecycle) => adoptAnsweredUser(lifecycle),
      // Family member lists show names and photos.
      invalidatesTags: (result) => (result ? [TEAM_LIST] : []),
    }),
  }),
});

export const { useUploadAvatarMutation } = uploadAvatarApi;
