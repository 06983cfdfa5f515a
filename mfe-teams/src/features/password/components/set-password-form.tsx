import { Form, Formik } from 'formik';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { useSetFirstPassword } from '../hooks/use-set-first-password';
import { NewPasswordFields } from './new-password-fields';
import { setPasswordSchema } from './password-schemas';

/**
 * 'Set a password' for an account without a usable one, a Google-only user (issue 13 "Account
 * pages"): new password with its live checklist, confirmation, 'Set Password'.
 */
export function SetPasswordForm() {
  const { handleSubmit, busy, error, clearError } = useSetFirstPassword();
  return (
    <Formik
      initialValues={{ newPassword: '', confirmPassword: '' }}
      validationSchema={setPasswordSchema}
      onSubmit={handleSubmit}
    >
      <Form noValidate aria-label="Set a password">
        {error ? (
          <Alert variant="danger" onClose={clearError}>
            {error}
          </Alert>
        ) : null}
        <NewPasswordFields autoFocus />
        <Button type="submit" fullWidth busy={busy}>
          {busy ? 'Setting password...' : 'Set Password'}
        </Button>
      </Form>
    </Formik>
  );
}
