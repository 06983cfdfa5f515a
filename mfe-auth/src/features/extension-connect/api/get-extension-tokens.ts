import type { ExtensionTokens } from '@lifeguard/contracts/schemas/tokens';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * Issues tokens for the browser extension (spec 000 §3 "Extension token response", §4 extension
 * mode, §7): GET /api/extension-auth-tokens/. A mutation although it is a GET: every call mints
 * fresh credentials, which must never be cached or shared between components. Typed partial: a
 * server that leaves one out is the catalogue's 'Tokens not provided by server'. Errors: 401
 * (allauth's envelope) when signed out, 5xx.
 */
export const extensionTokensApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExtensionTokens: build.mutation<Partial<ExtensionTokens> | null, void>({
      query: () => ({ url: '/api/extension-auth-tokens/', method: 'GET', cache: 'no-store' }),
    }),
  }),
});

export const { useGetExtensionTokensMutation } = extensionTokensApi;
