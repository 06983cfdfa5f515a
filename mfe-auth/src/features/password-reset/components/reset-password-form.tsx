import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { confirmPasswordField, passwordField } from '@lifeguard/shared/forms/rules';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';

/** New password rules (spec 000 §5): at least 8 characters; confirmation required and equal. */
export const resetPasswordSchema = yup.object({
  password: passwordField(),
  confirmPassword: confirmPasswordField('password'),
});

export type ResetPasswordFormProps = {
  busy: boolean;
  onSubmit: (values: { password: string }) => Promise<void>;
};

/** New password and its confirmation; submits on Enter. */
export function ResetPasswordForm({ busy, onSubmit }: ResetPasswordFormProps) {
  return (
    <Formik
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={resetPasswordSchema}
      onSubmit={({ password }) => onSubmit({ password })}
    >
      <Form noValidate aria-label="Reset password">
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth busy={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Form>
    </Formik>
  );
}
