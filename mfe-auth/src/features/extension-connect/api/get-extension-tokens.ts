import { api } from '@lifeguard/shared/api/api-slice';

/** GET /api/extension-auth-tokens/ answer (spec 000 §3 "Extension token response", §7). */
export type ExtensionTokens = { access_token: string; refresh_token: string };

/**
 * Issues tokens for the browser extension (spec 000 §4 extension mode). A mutation although it
 * is a GET: every call mints fresh credentials, which must never be cached or shared between
 * components. Errors: 401 `{detail}` when signed out, 5xx.
 */
export const extensionTokensApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExtensionTokens: build.mutation<Partial<ExtensionTokens> | null, void>({
      query: () => ({ url: '/api/extension-auth-tokens/', method: 'GET', cache: 'no-store' }),
    }),
  }),
});

export const { useGetExtensionTokensMutation } = extensionTokensApi;
