import { exportFileName } from '@lifeguard/contracts/account';
import { api } from '@lifeguard/shared/api/api-slice';
import { attachmentFileName } from '../utils/attachment-file-name';

/** The export, ready to save: an object URL of its bytes and the server's file name. */
export type AccountDataFile = { url: string; fileName: string };

/**
 * `GET /users/api/user/export/` → 200 the JSON attachment of everything held about the user
 * (issue 13 "Your data"; AccountExportSchema), named by `Content-Disposition`
 * (`lifeguard-data-<yyyy-mm-dd>.json`). The bytes go into an object URL, not the store; the
 * caller saves and revokes it. A mutation although a GET: each click fetches a fresh export and
 * none is cached. 401 signed out.
 */
export const exportAccountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportAccountData: build.mutation<AccountDataFile, void>({
      query: () => ({
        url: '/users/api/user/export/',
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      transformResponse: (url: string, meta) => ({
        url,
        fileName:
          attachmentFileName(meta?.response?.headers.get('content-disposition')) ??
          exportFileName(new Date()),
      }),
    }),
  }),
});

export const { useExportAccountDataMutation } = exportAccountDataApi;
