import type {
  GmailIntegrationAnswer,
  UpdateGmailSettingsRequest as SettingsChanges,
} from '@lifeguard/contracts/schemas/email-protection';
import { api } from '@lifeguard/shared/api/api-slice';

/** The email integration's id and the settings to change (at least one). */
export type UpdateGmailSettingsRequest = { id: number } & SettingsChanges;

/**
 * POST /integrations/api/integrations/{id}/update_gmail_settings/ (spec 001 §7, issue 14) with
 * the changed settings only → `{integration}`. Errors: 400 in our shape with `param` the field
 * (nothing changed), 404 `not_found`. Refreshes the status and the integrations list.
 */
export const updateGmailSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateGmailSettings: build.mutation<GmailIntegrationAnswer, UpdateGmailSettingsRequest>({
      query: ({ id, ...changes }) => ({
        url: `/integrations/api/integrations/${id}/update_gmail_settings/`,
        method: 'POST',
        body: changes,
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Integration', id }] : []),
    }),
  }),
});

export const { useUpdateGmailSettingsMutation } = updateGmailSettingsApi;
