import type { CreateIntegrationRequest } from '@lifeguard/contracts/schemas/integrations';
import { api } from '@lifeguard/shared/api/api-slice';
import type { ServerIntegration } from './integration';

/**
 * POST /integrations/api/integrations/ `{type, provider, is_active?, is_configured?}` (spec 001
 * §7) → 201 the integration. Errors: 400 `already_exists` (param type) when the user has one of
 * that type. It invalidates nothing: the defaults are created together and the list is refetched
 * once after all of them.
 */
export const createIntegrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    createIntegration: build.mutation<ServerIntegration, CreateIntegrationRequest>({
      query: (body) => ({ url: '/integrations/api/integrations/', method: 'POST', body }),
    }),
  }),
});

export const { useCreateIntegrationMutation } = createIntegrationApi;
