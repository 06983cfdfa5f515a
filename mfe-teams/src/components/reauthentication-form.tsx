import { Form, Formik, type FormikHelpers } from 'formik';
import type { InputHTMLAttributes } from 'react';
import * as yup from 'yup';
import { requiredString } from '@lifeguard/shared/forms/rules';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';

export type ReauthenticationFormProps = {
  /** The form's accessible name. */
  name: string;
  label: string;
  hint?: string;
  type: 'password' | 'text';
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  submitLabel: string;
  /** Sends the typed value; a refusal comes back to show under the field. */
  onSubmit: (value: string) => Promise<NormalizedError | null>;
};

type Values = { secret: string };

const schema = yup.object({ secret: requiredString() });

const initialValues: Values = { secret: '' };

/**
 * One way of confirming it is you (issue 16 §6): a single required field, a password or a code,
 * and its button; the server's refusal shows under the field.
 */
export function ReauthenticationForm({ name, submitLabel, onSubmit, ...field }: ReauthenticationFormProps) {
  const handleSubmit = async ({ secret }: Values, helpers: FormikHelpers<Values>) => {
    const refusal = await onSubmit(secret.trim());
    if (refusal) helpers.setFieldError('secret', refusal.message);
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={name}>
          <TextField name="secret" {...field} />
          <Button type="submit" busy={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
