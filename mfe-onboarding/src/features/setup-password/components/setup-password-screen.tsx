import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { confirmPasswordField, setPasswordField } from '@lifeguard/shared/forms/rules';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { PasswordChecklist } from '@lifeguard/shared/ui/password-checklist';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { RegistrationLayout } from '../../../components/registration-layout';
import { StyledStack } from '../../../components/stack';
import { useSetupPassword } from '../hooks/use-setup-password';

/** Set-password rules (spec 000 §5): the four rules, then a matching confirmation. */
export const setupPasswordSchema = yup.object({
  password: setPasswordField(),
  confirmPassword: confirmPasswordField('password'),
});

/** /register/setup-password, step 3.75 (spec 000 §2, §4, §5): the account's first password. */
export function SetupPasswordScreen() {
  const email = useAppSelector(selectCurrentUser)?.email;
  const { handleSubmit, busy, error, clearError } = useSetupPassword();
  return (
    <RegistrationLayout
      route="register-setup-password"
      title="Create Your Password"
      subtitle={email ? `You'll sign in with ${email} and this password.` : undefined}
    >
      <StyledStack>
        {error ? (
          <Alert variant="danger" onClose={clearError}>
            {error}
          </Alert>
        ) : null}
        <Formik
          initialValues={{ password: '', confirmPassword: '' }}
          validationSchema={setupPasswordSchema}
          onSubmit={({ password }) => handleSubmit(password)}
        >
          {({ values }) => (
            <Form noValidate aria-label="Set password">
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                autoFocus
              />
              <PasswordChecklist password={values.password} />
              <TextField
                name="confirmPassword"
                label="Confirm password"
                type="password"
                autoComplete="new-password"
              />
              <Button type="submit" fullWidth busy={busy}>
                {busy ? 'Setting password...' : 'Set Password'}
              </Button>
            </Form>
          )}
        </Formik>
      </StyledStack>
    </RegistrationLayout>
  );
}
