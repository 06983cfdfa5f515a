import { remotePath, remotesApi, type RemoteState } from './get-remote-registry-state';

/** Make `version` of remote `name` the one everyone loads. */
export type ActivateRemoteVersionArgs = { name: string; version: string };

/**
 * POST /api/admin/remotes/{name}/activate/ `{version}` (issue 34) → 200 the remote's state, the
 * version active and the one before it previous. 404 unknown version. Refreshes the registry
 * ('RemoteRegistry').
 */
export const activateRemoteVersionApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    activateRemoteVersion: build.mutation<RemoteState, ActivateRemoteVersionArgs>({
      query: ({ name, version }) => ({
        url: remotePath(name, 'activate'),
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { useActivateRemoteVersionMutation } = activateRemoteVersionApi;
