import type { ListEnvelope } from '@lifeguard/contracts/lists';
import { api } from '@lifeguard/shared/api/api-slice';
import { toClientIntegration } from '../utils/integration-catalog';
import type { Integration, ServerIntegration } from './integration';

/** The cache tag of the whole list; each integration is also tagged by its id. */
export const INTEGRATION_LIST_TAG = { type: 'Integration', id: 'LIST' } as const;

/**
 * GET /integrations/api/integrations/ (spec 001 §7) → the user's integrations, one per type,
 * ordered darkweb, chrome, email, phone, financial, with the client fields of spec 001 §3.
 * Errors: 401 when signed out, 5xx.
 */
export const getIntegrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<Integration[], void>({
      query: () => '/integrations/api/integrations/',
      transformResponse: (body: ListEnvelope<ServerIntegration>) => body.results.map(toClientIntegration),
      providesTags: (result = []) => [
        INTEGRATION_LIST_TAG,
        ...result.map(({ id }) => ({ type: 'Integration' as const, id })),
      ],
    }),
  }),
});

export const { useGetIntegrationsQuery } = getIntegrationsApi;
