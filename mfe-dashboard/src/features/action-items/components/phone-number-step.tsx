import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { requiredString } from '@lifeguard/shared/forms/rules';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { StyledStepForm } from '../../../components/step-form';

export type PhoneNumberStepProps = {
  /** The form's accessible name. */
  formLabel: string;
  initialNumber: string;
  hint: string;
  submitLabel: string;
  /** The submit button's words while the call runs. */
  busyLabel: string;
  /** Sends the trimmed number; resolves to the server's refusal, or null once accepted. */
  onSubmit: (phoneNumber: string) => Promise<NormalizedError | null>;
};

type Values = { phone_number: string };

// Spec 001 §5 leaves the number format "not shown": the server parses it and says what is wrong.
const schema = yup.object({ phone_number: requiredString() });

/**
 * A phone number and the button that sends it (action items' phone flows, spec 001 §4, §7). A
 * refusal (spec 000 §8 `{message, code, param}`) shows under the field when its param is
 * phone_number, else above the form; the number typed stays.
 */
export function PhoneNumberStep({
  formLabel,
  initialNumber,
  hint,
  submitLabel,
  busyLabel,
  onSubmit,
}: PhoneNumberStepProps) {
  const [general, setGeneral] = useState<string | null>(null);
  const handleSubmit = async ({ phone_number }: Values, helpers: FormikHelpers<Values>) => {
    setGeneral(null);
    const refusal = await onSubmit(phone_number.trim());
    if (!refusal) return;
    if (refusal.param === 'phone_number') helpers.setFieldError('phone_number', refusal.message);
    else setGeneral(refusal.message);
  };
  return (
    <Formik initialValues={{ phone_number: initialNumber }} validationSchema={schema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <StyledStepForm noValidate aria-label={formLabel}>
          {general ? <Alert variant="danger">{general}</Alert> : null}
          <PhoneNumberField hint={hint} />
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? busyLabel : submitLabel}
          </Button>
        </StyledStepForm>
      )}
    </Formik>
  );
}
