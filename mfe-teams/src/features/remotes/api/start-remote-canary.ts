import { remotePath, remotesApi, type RemoteState } from './get-remote-registry-state';

/** Give `version` of remote `name` to `percent` % of signed-in users (a whole number, 1–100). */
export type StartRemoteCanaryArgs = { name: string; version: string; percent: number };

/**
 * POST /api/admin/remotes/{name}/canary/ `{version, percent}` (issue 34) → 200 the remote's
 * state with the canary (replacing any other). 400 `canary_is_active` for the active version,
 * `invalid`; 404 unknown version. Refreshes the registry ('RemoteRegistry').
 */
export const startRemoteCanaryApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    startRemoteCanary: build.mutation<RemoteState, StartRemoteCanaryArgs>({
      query: ({ name, ...body }) => ({ url: remotePath(name, 'canary'), method: 'POST', body }),
      invalidatesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { useStartRemoteCanaryMutation } = startRemoteCanaryApi;
