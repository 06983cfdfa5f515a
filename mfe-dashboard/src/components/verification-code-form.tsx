import { CODE_DIGITS } from '@lifeguard/contracts/phone';
import { Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { requiredString } from '@lifeguard/shared/forms/rules';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { StyledStepForm } from './step-form';

export type VerificationCodeFormProps = {
  /** The number the code went to: as text, or set apart (e.g. in <strong>). */
  sentTo: ReactNode;
  /** Says this instead of 'We texted a 6-digit code to …', e.g. that a new code was sent. */
  notice?: string;
  /** A refusal not about the code (no pending code, resend too soon), above the form. */
  error?: string | null;
  /** Checks the code, trimmed; resolves to the server's reason when it refused the code itself. */
  onVerify: (code: string) => Promise<string | null>;
  /** Marks Resend code busy while another code is being sent. */
  resending: boolean;
  onResend: () => void;
  onChangeNumber: () => void;
};

type Values = { code: string };

/** Spec 001 §5 leaves the code's format "not shown": the server's codes are CODE_DIGITS digits. */
const codeSchema = yup.object({
  code: requiredString().matches(
    new RegExp(`^\\d{${CODE_DIGITS}}$`),
    `Enter the ${CODE_DIGITS}-digit code from the text message.`,
  ),
});

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The texted code (spec 000 §7 verify-code, spec 001 §7 verify_phone_code), one form for the
 * action items' flow and the phone verification screen: where the code went (a live region),
 * the code field (one-time-code autofill, digits only), and Verify, Resend code and Change number.
 * A refusal of the code shows under the field.
 */
export function VerificationCodeForm({
  sentTo,
  notice,
  error,
  onVerify,
  resending,
  onResend,
  onChangeNumber,
}: VerificationCodeFormProps) {
  const handleSubmit = async ({ code }: Values, helpers: FormikHelpers<Values>) => {
    const refusal = await onVerify(code.trim());
    if (refusal) helpers.setFieldError('code', refusal);
  };
  return (
    <Formik initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <StyledStepForm noValidate aria-label="Enter the code">
          {error ? <Alert variant="danger">{error}</Alert> : null}
          <p role="status">
            {notice || (
              <>
                We texted a {CODE_DIGITS}-digit code to {sentTo}.
              </>
            )}
          </p>
          <TextField
            name="code"
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_DIGITS}
            autoFocus
          />
          <StyledActions>
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? 'Verifying...' : 'Verify'}
            </Button>
            <Button variant="secondary" busy={resending} onClick={onResend}>
              {resending ? 'Sending...' : 'Resend code'}
            </Button>
            <Button variant="ghost" onClick={onChangeNumber}>
              Change number
            </Button>
          </StyledActions>
        </StyledStepForm>
      )}
    </Formik>
  );
}
