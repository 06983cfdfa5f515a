import type { RemoteDevOverride } from '@lifeguard/contracts/schemas/remote-registry';
import { remotesApi, REMOTES_PATH } from './get-remote-registry-state';

export type { RemoteDevOverride };

/** Where this browser's development server is set and cleared. */
export const DEV_OVERRIDE_PATH = `${REMOTES_PATH}dev-override/`;

/**
 * PUT /api/admin/remotes/dev-override/ `{name, entry}` (issue 34 item 6) → 200 `{name, entry}`:
 * a cookie makes this browser load remote `name` from `entry` (an http(s) mf-manifest.json URL)
 * at its next page load, while signed in as a superuser. 400 `invalid` (param `entry`).
 * Refreshes the registry and this browser's remotes ('RemoteRegistry').
 */
export const setDevOverrideApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    setDevOverride: build.mutation<RemoteDevOverride, RemoteDevOverride>({
      query: (body) => ({ url: DEV_OVERRIDE_PATH, method: 'PUT', body }),
      invalidatesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { useSetDevOverrideMutation } = setDevOverrideApi;
