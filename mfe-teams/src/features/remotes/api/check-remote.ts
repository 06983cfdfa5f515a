import { api } from '@lifeguard/shared/api/api-slice';
import { measureRemote, type RemoteCheck } from '../utils/measure-remote';

/**
 * A remote's manifest as this browser loads it now (issue 18), by its entry URL: reachable or
 * not, and in how many ms. Measured in the browser, not asked of our server; nothing kept once
 * the page is left, so each visit measures afresh ({@link checkRemoteAgain} within a visit).
 */
export const checkRemoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkRemote: build.query<RemoteCheck, string>({
      queryFn: async (entry) => ({ data: await measureRemote(entry) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckRemoteQuery } = checkRemoteApi;

/** Measures the remote at `entry` again for the rows showing it (dispatch the result). */
export const checkRemoteAgain = (entry: string) =>
  checkRemoteApi.endpoints.checkRemote.initiate(entry, { forceRefetch: true, subscribe: false });
