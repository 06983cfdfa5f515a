import { useState } from 'react';
import styled from 'styled-components';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Alert } from '@lifeguard/shared/ui/alert';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { VerificationCodeForm } from '../../../components/verification-code-form';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { deviceTypeOf } from '../utils/device-types';
import { PhoneNumberForm } from './phone-number-form';
import { VerificationSuccess } from './verification-success';
import { VerifiedNumber } from './verified-number';

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.widths.narrow};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
  form, [role='alert'], [role='status'] {
    align-self: stretch;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/**
 * /integrations/phone, route phone-verification (spec 001 §2, §4 "Phone verification"; spec 000
 * §4 "Phone", §7): send a code to a number, enter it, and the session user holds the verified
 * number. An already verified user sees their number first and may verify a different one.
 */
export function PhoneVerificationScreen() {
  const user = useAppSelector(selectCurrentUser);
  const flow = usePhoneVerification();
  const [verifyAnother, setVerifyAnother] = useState(false);
  const verifiedNumber = user?.phone_verified ? user.phone_number : null;

  const content = flow.sentTo ? (
    flow.verified ? (
      <VerificationSuccess phoneNumber={flow.sentTo} />
    ) : (
      <VerificationCodeForm
        sentTo={<strong>{flow.sentTo}</strong>}
        onVerify={flow.verify}
        resending={flow.sending}
        onResend={() => void flow.resend()}
        onChangeNumber={flow.changeNumber}
      />
    )
  ) : verifiedNumber && !verifyAnother ? (
    <VerifiedNumber phoneNumber={verifiedNumber} onVerifyAnother={() => setVerifyAnother(true)} />
  ) : (
    <PhoneNumberForm
      initialValues={flow.draft ?? { phone_number: '', device_type: deviceTypeOf(user?.device_type) }}
      busy={flow.sending}
      onSubmit={flow.send}
    />
  );

  return (
    <>
      <PageHeader title="Phone verification">
        <p>
          Verify your mobile number to turn on Phone Protection: it blocks scam calls and verifies your
          identity. We text you a code; enter it here.
        </p>
      </PageHeader>
      <StyledCard aria-label="Verify your phone">
        {flow.error ? (
          <Alert variant="danger" onClose={flow.clearError}>
            {flow.error}
          </Alert>
        ) : null}
        {flow.notice ? <Alert variant="info">{flow.notice}</Alert> : null}
        {content}
      </StyledCard>
    </>
  );
}
