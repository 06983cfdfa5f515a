import { SidebarLayout } from '../features/layout/components/sidebar-layout';
import { PhoneVerificationScreen } from '../features/phone-verification/components/phone-verification-screen';

/** /integrations/phone (spec 001 §2): phone verification in the sidebar layout. */
export function PhoneVerificationPage() {
  return (
    <SidebarLayout>
      <PhoneVerificationScreen />
    </SidebarLayout>
  );
}
