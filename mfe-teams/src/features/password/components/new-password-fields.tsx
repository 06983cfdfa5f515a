import { useField } from 'formik';
import { PasswordChecklist } from '@lifeguard/shared/ui/password-checklist';
import { TextField } from '@lifeguard/shared/ui/text-field';

export type NewPasswordFieldsProps = { autoFocus?: boolean };

/**
 * New password with the live checklist of the set-password screen (spec 000 §5), and its
 * confirmation; formik fields `newPassword` and `confirmPassword`.
 */
export function NewPasswordFields({ autoFocus }: NewPasswordFieldsProps) {
  const [{ value }] = useField<string>('newPassword');
  return (
    <>
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <PasswordChecklist password={value} />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
