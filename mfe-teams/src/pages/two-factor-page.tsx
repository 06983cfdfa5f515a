import { SecurityPage } from '../components/security-page';
import { TwoFactorSettings } from '../features/two-factor/components/two-factor-settings';

/**
 * /accounts/2fa Two-factor authentication (issue 16 §6): the authenticator app and recovery
 * codes, reached from the profile's Security section.
 */
export function TwoFactorPage() {
  return (
    <SecurityPage
      title="Two-factor authentication"
      intro="A second step when you sign in, so your password alone is not enough."
    >
      <TwoFactorSettings />
    </SecurityPage>
  );
}
