import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useChangePasswordMutation } from '../api/change-password';
import { fieldRefusal } from '../utils/field-refusal';

/** The success toast (issue 13 "Account pages"). */
export const PASSWORD_CHANGED = 'Your password has been changed.';

export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const FIELD_OF_PARAM: Partial<Record<string, keyof ChangePasswordValues>> = {
  current_password: 'currentPassword',
  new_password: 'newPassword',
  password: 'newPassword',
};

/**
 * Change Password (issue 13 "Account pages"): sends the current and the new password; on
 * success a toast and an empty form, still signed in. allauth's errors show under the field
 * they name; any other as `error`.
 */
export function useChangePassword() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (
    { currentPassword, newPassword }: ChangePasswordValues,
    helpers: FormikHelpers<ChangePasswordValues>,
  ) => {
    setError(null);
    try {
      await changePassword({ current_password: currentPassword, new_password: newPassword }).unwrap();
    } catch (caught) {
      setError(fieldRefusal(caught, FIELD_OF_PARAM, helpers.setFieldError));
      return;
    }
    helpers.resetForm();
    toast.success(PASSWORD_CHANGED);
  };

  return { handleSubmit, busy: isLoading, error, clearError: () => setError(null) };
}
