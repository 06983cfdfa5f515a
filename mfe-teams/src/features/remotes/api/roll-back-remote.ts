import { remotePath, remotesApi, type RemoteState } from './get-remote-registry-state';

/**
 * POST /api/admin/remotes/{name}/rollback/ `{}` (issue 34) → 200 the remote's state, its
 * previous version active again. 400 `nothing_to_roll_back`. Takes the remote's name;
 * refreshes the registry ('RemoteRegistry').
 */
export const rollBackRemoteApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    rollBackRemote: build.mutation<RemoteState, string>({
      query: (name) => ({ url: remotePath(name, 'rollback'), method: 'POST', body: {} }),
      invalidatesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { useRollBackRemoteMutation } = rollBackRemoteApi;
