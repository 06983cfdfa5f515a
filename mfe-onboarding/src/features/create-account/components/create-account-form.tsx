import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { emailField } from '@lifeguard/shared/forms/rules';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';

/** Register email rules (spec 000 §5): required, valid email format. */
export const createAccountSchema = yup.object({ email: emailField() });

export type CreateAccountFormProps = {
  /** The email shown at first: the draft's when the step is reopened by Back, else empty. */
  initialEmail?: string;
  busy: boolean;
  onSubmit: (values: { email: string }) => Promise<void>;
};

/** The email of step 1 and its submit, 'Creating account...' while the call runs. */
export function CreateAccountForm({ initialEmail = '', busy, onSubmit }: CreateAccountFormProps) {
  return (
    <Formik
      initialValues={{ email: initialEmail }}
      validationSchema={createAccountSchema}
      onSubmit={onSubmit}
    >
      <Form noValidate aria-label="Create account">
        <TextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <Button type="submit" fullWidth busy={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form>
    </Formik>
  );
}
