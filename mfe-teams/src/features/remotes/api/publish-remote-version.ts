import { remotePath, remotesApi, type RemoteState } from './get-remote-registry-state';

/** Publish `version` of remote `name`, served from `manifest_url` (its mf-manifest.json). */
export type PublishRemoteVersionArgs = { name: string; version: string; manifest_url: string };

/**
 * POST /api/admin/remotes/{name}/versions/ `{version, manifest_url}` (issue 34) → 201 the
 * remote's state with the new version (not active yet). 400 `invalid` (param `version` or
 * `manifest_url`), `version_exists`. Refreshes the registry ('RemoteRegistry').
 */
export const publishRemoteVersionApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    publishRemoteVersion: build.mutation<RemoteState, PublishRemoteVersionArgs>({
      query: ({ name, ...body }) => ({ url: remotePath(name, 'versions'), method: 'POST', body }),
      invalidatesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { usePublishRemoteVersionMutation } = publishRemoteVersionApi;
