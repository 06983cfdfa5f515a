import { useEffect, useRef } from 'react';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { ButtonLink } from '@lifeguard/shared/ui/button';

export type VerificationSuccessProps = { phoneNumber: string };

/**
 * The verified state (spec 000 §4 "Phone"): the number is verified and held on the session user;
 * focus moves here so a screen reader hears the outcome, with the way back to the dashboard.
 */
export function VerificationSuccess({ phoneNumber }: VerificationSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Phone verified
      </h2>
      <Alert variant="success">
        Your phone number {phoneNumber} is verified. Phone Protection uses it to block scam calls and confirm
        it's you.
      </Alert>
      <ButtonLink to={hrefs.dashboard()}>Back to dashboard</ButtonLink>
    </>
  );
}
