import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { requiredString } from '@lifeguard/shared/forms/rules';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { columnForm } from '../../../components/column-form';

export type ActivateTotpFormProps = {
  /** Turns the app on with the code; resolves to the refusal, or null once it is on. */
  onActivate: (code: string) => Promise<NormalizedError | null>;
};

type Values = { code: string };

const schema = yup.object({ code: requiredString() });

const INITIAL: Values = { code: '' };

const StyledForm = styled(Form)`
  ${columnForm}
  max-width: ${({ theme }) => theme.widths.narrow};
`;

/** 'Code from the app' and 'Turn on' (issue 16 §6); a wrong code's message shows under the field. */
export function ActivateTotpForm({ onActivate }: ActivateTotpFormProps) {
  const handleSubmit = async ({ code }: Values, helpers: FormikHelpers<Values>) => {
    const refusal = await onActivate(code.replace(/\s+/g, ''));
    if (refusal) helpers.setFieldError('code', refusal.message);
  };
  return (
    <Formik initialValues={INITIAL} validationSchema={schema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <StyledForm noValidate aria-label="Turn on the authenticator app">
          <TextField
            name="code"
            label="Code from the app"
            hint="The 6 digits the app shows for Lifeguard."
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <Button type="submit" busy={isSubmitting}>
            Turn on
          </Button>
        </StyledForm>
      )}
    </Formik>
  );
}
