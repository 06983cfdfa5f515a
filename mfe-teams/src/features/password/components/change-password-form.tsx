import { Form, Formik } from 'formik';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { useChangePassword } from '../hooks/use-change-password';
import { NewPasswordFields } from './new-password-fields';
import { changePasswordSchema } from './password-schemas';

/**
 * /accounts/password/change/ for a user with a usable password (issue 13 "Account pages"):
 * current password, new password with its live checklist, confirmation, 'Change Password'.
 */
export function ChangePasswordForm() {
  const { handleSubmit, busy, error, clearError } = useChangePassword();
  return (
    <Formik
      initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      validationSchema={changePasswordSchema}
      onSubmit={handleSubmit}
    >
      <Form noValidate aria-label="Change password">
        {error ? (
          <Alert variant="danger" onClose={clearError}>
            {error}
          </Alert>
        ) : null}
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <NewPasswordFields />
        <Button type="submit" fullWidth busy={busy}>
          {busy ? 'Changing password...' : 'Change Password'}
        </Button>
      </Form>
    </Formik>
  );
}
