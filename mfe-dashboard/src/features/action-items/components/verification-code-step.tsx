import { CODE_DIGITS } from '@lifeguard/contracts/phone';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { requiredString } from '@lifeguard/shared/forms/rules';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { StyledStepForm } from './phone-number-step';

export type VerificationCodeStepProps = {
  /** The number the code went to, as typed. */
  sentTo: string;
  /** Resolves to the server's refusal, or null once the number is verified. */
  onVerify: (code: string) => Promise<NormalizedError | null>;
  /** Texts another code; resolves to the server's refusal, or null. */
  onResend: () => Promise<NormalizedError | null>;
  onChangeNumber: () => void;
};

type Values = { verification_code: string };

const schema = yup.object({
  verification_code: requiredString().matches(
    new RegExp(`^\\d{${CODE_DIGITS}}$`),
    `Enter the ${CODE_DIGITS}-digit code from the text message.`,
  ),
});

/** The server names the code `code` (phone module) or `verification_code` (this call's body). */
const CODE_PARAMS = ['code', 'verification_code'];

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The texted code, with Verify, Resend code and Change number. A refusal about the code shows
 * under the field, any other (no pending code, resend too soon) above the form.
 */
export function VerificationCodeStep({
  sentTo,
  onVerify,
  onResend,
  onChangeNumber,
}: VerificationCodeStepProps) {
  const [general, setGeneral] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [resending, setResending] = useState(false);

  const handleSubmit = async ({ verification_code }: Values, helpers: FormikHelpers<Values>) => {
    setGeneral(null);
    const refusal = await onVerify(verification_code.trim());
    if (!refusal) return;
    if (CODE_PARAMS.includes(refusal.param)) helpers.setFieldError('verification_code', refusal.message);
    else setGeneral(refusal.message);
  };
  const handleResend = async () => {
    setGeneral(null);
    setNotice('');
    setResending(true);
    const refusal = await onResend();
    setResending(false);
    if (refusal) setGeneral(refusal.message);
    else setNotice(`We sent a new code to ${sentTo}.`);
  };

  return (
    <Formik initialValues={{ verification_code: '' }} validationSchema={schema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <StyledStepForm noValidate aria-label="Enter the code">
          {general ? <Alert variant="danger">{general}</Alert> : null}
          <p role="status">{notice || `We texted a ${CODE_DIGITS}-digit code to ${sentTo}.`}</p>
          <TextField
            name="verification_code"
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
            <Button variant="secondary" busy={resending} onClick={() => void handleResend()}>
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
