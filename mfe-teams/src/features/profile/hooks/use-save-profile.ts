import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { toClientUser } from '@lifeguard/shared/session/user';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useUpdateProfileMutation } from '../api/update-profile';
import {
  FIELD_OF_PARAM,
  profileUpdateOf,
  profileValuesOf,
  type ProfileValues,
} from '../utils/profile-values';

/** The success toast of Save. */
export const PROFILE_SAVED = 'Your profile has been saved.';

/**
 * Save of the profile form (issue 13 "Account pages"): sends the trimmed names; on success a
 * toast and the form takes the saved values (the session user follows the answer). A refusal
 * naming a field shows under it; any other shows as `error`.
 */
export function useSaveProfile() {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setError(null);
    try {
      const { user } = await updateProfile(profileUpdateOf(values)).unwrap();
      helpers.resetForm({ values: profileValuesOf(toClientUser(user)) });
      toast.success(PROFILE_SAVED);
    } catch (caught) {
      const { message, param } = normalizeError(caught);
      const field = FIELD_OF_PARAM[param];
      if (field) helpers.setFieldError(field, message);
      else setError(message);
    }
  };

  return { handleSubmit, busy: isLoading, error, clearError: () => setError(null) };
}
