import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { messages } from '@lifeguard/shared/forms/messages';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { StyledModalActions } from './modal-actions';

type Values = { password: string };

const schema = yup.object({ password: yup.string().required(messages.required) });

export type PasswordConfirmationProps = {
  deleting: boolean;
  onDelete: (password: string) => Promise<NormalizedError | null>;
  onCancel: () => void;
};

/**
 * The password again before deleting the account (issue 13 "Your data"): a wrong password shows
 * under the field, any other refusal (the last admin of a family, say) above it.
 */
export function PasswordConfirmation({ deleting, onDelete, onCancel }: PasswordConfirmationProps) {
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async ({ password }: Values, helpers: FormikHelpers<Values>) => {
    setError(null);
    const refusal = await onDelete(password);
    if (!refusal) return;
    if (refusal.param === 'password') helpers.setFieldError('password', refusal.message);
    else setError(refusal.message);
  };

  return (
    <Formik initialValues={{ password: '' }} validationSchema={schema} onSubmit={handleSubmit}>
      <Form noValidate aria-label="Confirm account deletion">
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <TextField name="password" label="Your password" type="password" autoComplete="current-password" />
        <StyledModalActions>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={deleting}>
            {deleting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </StyledModalActions>
      </Form>
    </Formik>
  );
}
