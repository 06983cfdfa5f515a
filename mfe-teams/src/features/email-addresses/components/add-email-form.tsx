import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { emailField } from '@lifeguard/shared/forms/rules';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { columnForm } from '../../../components/column-form';

export type AddEmailFormProps = {
  /** Adds the address; resolves to the server's refusal, or null once added. */
  onAdd: (email: string) => Promise<NormalizedError | null>;
};

type Values = { email: string };

const schema = yup.object({ email: emailField() });

const INITIAL: Values = { email: '' };

const StyledForm = styled(Form)`
  ${columnForm}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/**
 * 'Add email address' (issue 16 §3): a new address gets a verification link. The server's
 * refusal shows under the field with the typed address kept; once added the field empties.
 */
export function AddEmailForm({ onAdd }: AddEmailFormProps) {
  const titleId = useId();
  const handleSubmit = async ({ email }: Values, helpers: FormikHelpers<Values>) => {
    const refusal = await onAdd(email.trim());
    if (refusal) helpers.setFieldError('email', refusal.message);
    else helpers.resetForm();
  };
  return (
    <Formik initialValues={INITIAL} validationSchema={schema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <StyledForm noValidate aria-labelledby={titleId}>
          <h3 id={titleId}>Add email address</h3>
          <TextField name="email" label="Email address" type="email" autoComplete="email" />
          <Button type="submit" busy={isSubmitting}>
            Add
          </Button>
        </StyledForm>
      )}
    </Formik>
  );
}
