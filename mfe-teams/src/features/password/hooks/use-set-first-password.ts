import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useSetFirstPasswordMutation } from '../api/set-first-password';
import { fieldRefusal } from '../utils/field-refusal';

/** The success toast (issue 13 "Account pages"). */
export const PASSWORD_SET = 'Your password has been set.';

export type SetPasswordValues = { newPassword: string; confirmPassword: string };

const FIELD_OF_PARAM: Partial<Record<string, keyof SetPasswordValues>> = { password: 'newPassword' };

/**
 * 'Set a password' (issue 13 "Account pages"): the first password of a Google-only account; on
 * success a toast, and the page turns into Change Password as the user now has one. A broken
 * rule shows under the field, any other refusal as `error`.
 */
export function useSetFirstPassword() {
  const [setFirstPassword, { isLoading }] = useSetFirstPasswordMutation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (
    { newPassword }: SetPasswordValues,
    helpers: FormikHelpers<SetPasswordValues>,
  ) => {
    setError(null);
    try {
      await setFirstPassword({ password: newPassword }).unwrap();
    } catch (caught) {
      setError(fieldRefusal(caught, FIELD_OF_PARAM, helpers.setFieldError));
      return;
    }
    toast.success(PASSWORD_SET);
  };

  return { handleSubmit, busy: isLoading, error, clearError: () => setError(null) };
}
