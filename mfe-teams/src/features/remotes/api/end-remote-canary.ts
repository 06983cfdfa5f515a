import { remotePath, remotesApi, type RemoteState } from './get-remote-registry-state';

/**
 * DELETE /api/admin/remotes/{name}/canary/ (issue 34) → 200 the remote's state without a
 * canary: everyone loads the active version again. Takes the remote's name; refreshes the
 * registry ('RemoteRegistry').
 */
export const endRemoteCanaryApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    endRemoteCanary: build.mutation<RemoteState, string>({
      query: (name) => ({ url: remotePath(name, 'canary'), method: 'DELETE' }),
      invalidatesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { useEndRemoteCanaryMutation } = endRemoteCanaryApi;
