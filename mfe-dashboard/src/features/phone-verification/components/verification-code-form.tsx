import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { CODE_LENGTH, verificationCodeSchema, type VerificationCodeValues } from '../utils/phone-rules';

export type VerificationCodeFormProps = {
  sentTo: string;
  verifying: boolean;
  resending: boolean;
  onVerify: (values: VerificationCodeValues) => Promise<void>;
  onResend: () => void;
  onChangeNumber: () => void;
};

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The texted code (spec 000 §7 verify-code): one-time-code autofill, digits only, with Resend
 * code and Change number beside Verify.
 */
export function VerificationCodeForm({
  sentTo,
  verifying,
  resending,
  onVerify,
  onResend,
  onChangeNumber,
}: VerificationCodeFormProps) {
  return (
    <Formik initialValues={{ code: '' }} validationSchema={verificationCodeSchema} onSubmit={onVerify}>
      <Form noValidate aria-label="Enter the code">
        <p>
          We texted a {CODE_LENGTH}-digit code to <strong>{sentTo}</strong>.
        </p>
        <TextField
          name="code"
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          autoFocus
        />
        <StyledActions>
          <Button type="submit" busy={verifying}>
            {verifying ? 'Verifying...' : 'Verify'}
          </Button>
          <Button variant="secondary" busy={resending} onClick={onResend}>
            {resending ? 'Sending...' : 'Resend code'}
          </Button>
          <Button variant="ghost" onClick={onChangeNumber}>
            Change number
          </Button>
        </StyledActions>
      </Form>
    </Formik>
  );
}
