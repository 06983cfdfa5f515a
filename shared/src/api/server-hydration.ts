import { createAction } from '@reduxjs/toolkit';

/**
 * The part of the api slice's state a server-rendered page carries (issue 31 "The data the first
 * screen used travels with it"): the answered queries by cache key and the tags they provide, in
 * RTK Query's own shape, as `extractRehydrationInfo` expects it.
 */
export type ApiHydration = {
  queries: Record<string, unknown>;
  mutations: Record<string, never>;
  provided: { tags: Record<string, unknown>; keys: Record<string, unknown> };
};

/**
 * Seeds the one RTK Query cache with the queries the server answered for the first screen (the
 * api slice's `extractRehydrationInfo` reads it): a component subscribing to one of them then
 * reads it without asking again, and tag invalidation refetches it as any other.
 */
export const serverStateHydrated = createAction<ApiHydration>('lifeguard/serverStateHydrated');
