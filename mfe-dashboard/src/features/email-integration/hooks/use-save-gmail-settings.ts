import type { FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useUpdateGmailSettingsMutation } from '../api/update-gmail-settings';
import { emailEvents } from '../utils/email-events';
import { changedSettings, FIELDS_WITH_ERRORS, type GmailSettingsValues } from '../utils/gmail-settings-form';

/**
 * Saving the settings form (issue 14, spec 001 §7 update_gmail_settings): `save` sends only what
 * differs from the last saved values (`initial` at first) and resolves true once saved, or when
 * nothing changed. A 400 naming a field becomes that field's error; any other refusal is
 * `error`, the server's normalised message.
 */
export function useSaveGmailSettings(integrationId: number, initial: GmailSettingsValues) {
  const [update, { isLoading: saving }] = useUpdateGmailSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  const lastSaved = useRef(initial);

  const save = async (
    values: GmailSettingsValues,
    setFieldError: FormikHelpers<GmailSettingsValues>['setFieldError'],
  ): Promise<boolean> => {
    setError(null);
    const changes = changedSettings(lastSaved.current, values);
    if (!changes) return true;
    try {
      await update({ id: integrationId, ...changes }).unwrap();
      lastSaved.current = values;
      track(emailEvents.settingsSaved, { changed: Object.keys(changes) });
      return true;
    } catch (caught) {
      const { message, param } = normalizeError(caught);
      const field = FIELDS_WITH_ERRORS.find((name) => name === param);
      if (field) setFieldError(field, message);
      else setError(message);
      return false;
    }
  };

  return { save, saving, error, clearError: () => setError(null) };
}
