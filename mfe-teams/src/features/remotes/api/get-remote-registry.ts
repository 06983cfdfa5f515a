import { api } from '@lifeguard/shared/api/api-slice';

/**
 * One remote of the registry the shell loads (ARCHITECTURE "Runtime composition"): its Module
 * Federation name, the URL of its mf-manifest.json (absolute, or a path on this origin) and the
 * version the gateway lists for it.
 */
export type RemoteRegistryEntry = { name: string; entry: string; version: string };

/**
 * GET /app/remotes.json (issue 18) → the remote registry, read afresh on every visit (no-store,
 * nothing kept once the page is left), so the page shows the versions deployed now rather than
 * those the shell started with.
 */
export const getRemoteRegistryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRemoteRegistry: build.query<RemoteRegistryEntry[], void>({
      query: () => ({ url: '/app/remotes.json', cache: 'no-store' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetRemoteRegistryQuery } = getRemoteRegistryApi;
