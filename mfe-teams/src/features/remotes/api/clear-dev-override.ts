import { remotesApi } from './get-remote-registry-state';
import { DEV_OVERRIDE_PATH } from './set-dev-override';

/**
 * DELETE /api/admin/remotes/dev-override/ (issue 34 item 6) → 204: this browser loads every
 * remote from the registry again, at its next page load. Refreshes the registry and this
 * browser's remotes ('RemoteRegistry').
 */
export const clearDevOverrideApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    clearDevOverride: build.mutation<null, void>({
      query: () => ({ url: DEV_OVERRIDE_PATH, method: 'DELETE' }),
      invalidatesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { useClearDevOverrideMutation } = clearDevOverrideApi;
