import type { RemoteRegistryState, RemoteState } from '@lifeguard/contracts/schemas/remote-registry';
import { api } from '@lifeguard/shared/api/api-slice';

export type { RemoteRegistryState, RemoteState };

/**
 * The api slice with the tag of the live remote registry (issue 34), added here rather than in
 * the shared slice, which every first screen loads: only the Remotes page needs it.
 */
export const remotesApi = api.enhanceEndpoints({ addTagTypes: ['RemoteRegistry'] });

/** The registry's path; each remote's calls are under `{REMOTES_PATH}{name}/`. */
export const REMOTES_PATH = '/api/admin/remotes/';

/** The path of remote `name`'s call `call` (`versions`, `activate`, `rollback`, `canary`). */
export const remotePath = (name: string, call: string) =>
  `${REMOTES_PATH}${encodeURIComponent(name)}/${call}/`;

/**
 * GET /api/admin/remotes/ (issue 34) → {@link RemoteRegistryState}: every remote's active,
 * previous and canary versions, its env override, its versions with the last hour's loads; the
 * newest 50 audit rows; this browser's development server; the canary rule. 403 for a
 * non-superuser. Every change of the page refreshes it ('RemoteRegistry').
 */
export const getRemoteRegistryStateApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    getRemoteRegistryState: build.query<RemoteRegistryState, void>({
      query: () => REMOTES_PATH,
      providesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { useGetRemoteRegistryStateQuery } = getRemoteRegistryStateApi;
