import { PhoneVerificationScreen } from '../features/phone-verification/components/phone-verification-screen';

/** /integrations/phone (spec 001 §2): phone verification, in the shell's sidebar layout. */
export function PhoneVerificationPage() {
  return <PhoneVerificationScreen />;
}
