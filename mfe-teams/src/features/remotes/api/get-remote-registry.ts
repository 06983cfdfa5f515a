import { remotesApi } from './get-remote-registry-state';

/**
 * One remote of the registry the shell loads (ARCHITECTURE "Runtime composition"): its Module
 * Federation name, the URL of its mf-manifest.json (absolute, or a path on this origin), the
 * version it has for this browser, and `dev` when this browser's development server serves it
 * (issue 34 item 6).
 */
export type RemoteRegistryEntry = { name: string; entry: string; version: string; dev?: true };

/**
 * GET /app/remotes.json (issues 18, 34) → the remote registry as this browser gets it (canary
 * and development server included), read afresh on every visit (no-store, nothing kept once the
 * page is left), so the page shows the versions deployed now rather than those the shell
 * started with. Every change of the Remotes page reads it again ('RemoteRegistry').
 */
export const getRemoteRegistryApi = remotesApi.injectEndpoints({
  endpoints: (build) => ({
    getRemoteRegistry: build.query<RemoteRegistryEntry[], void>({
      query: () => ({ url: '/app/remotes.json', cache: 'no-store' }),
      keepUnusedDataFor: 0,
      providesTags: ['RemoteRegistry'],
    }),
  }),
});

export const { useGetRemoteRegistryQuery } = getRemoteRegistryApi;
