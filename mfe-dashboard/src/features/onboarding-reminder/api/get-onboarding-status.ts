import type { IntegrationType } from '@lifeguard/contracts/integrations';
import type { OnboardingStatus as ServerOnboardingStatus } from '@lifeguard/contracts/schemas/integrations';
import { api } from '@lifeguard/shared/api/api-slice';
import { toIntegrationType } from '../../../lib/integration-types';

/** The onboarding status with its types read as the client's (`phone_verification` is phone). */
export type OnboardingStatus = Omit<ServerOnboardingStatus, 'configured_types' | 'active_types'> & {
  configured_types: IntegrationType[];
  active_types: IntegrationType[];
};

const knownTypes = (raw: string[]) =>
  raw.map(toIntegrationType).filter((type): type is IntegrationType => type !== null);

/**
 * GET /integrations/api/integrations/onboarding_status/ (spec 001 §7) → `{has_integrations,
 * configured_types, active_types, all_required_active}`: the types configured, those configured
 * and active, and whether every required one is. Types it does not know are dropped. Tagged
 * with the integrations list, so whatever refreshes the list refreshes it. Errors: 401, 5xx.
 */
export const getOnboardingStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnboardingStatus: build.query<OnboardingStatus, void>({
      query: () => '/integrations/api/integrations/onboarding_status/',
      transformResponse: (body: ServerOnboardingStatus) => ({
        ...body,
        configured_types: knownTypes(body.configured_types),
        active_types: knownTypes(body.active_types),
      }),
      providesTags: [{ type: 'Integration', id: 'LIST' }],
    }),
  }),
});

export const { useGetOnboardingStatusQuery } = getOnboardingStatusApi;
