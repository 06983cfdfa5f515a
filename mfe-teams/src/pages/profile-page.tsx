import styled from 'styled-components';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { stack } from '@lifeguard/shared/ui/card';
import { ConnectedAccountsSection } from '../features/connected-accounts/components/connected-accounts-section';
import { EmailAddressesSection } from '../features/email-addresses/components/email-addresses-section';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { SecurityLinks } from '../features/two-factor/components/security-links';
import { YourDataSection } from '../features/your-data/components/your-data-section';

const StyledPage = styled.div`
  ${stack('lg')}
`;

/**
 * /users/profile/ Profile (spec 001 §2, issue 13 "Account pages" and "Your data", issue 16 §3–§6):
 * the photo and names, the email addresses, connected accounts and security, then Your data. The shell draws the page layout around it; the route needs a user, so
 * none is only the moment the account is deleted and the page is left.
 */
export function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <StyledPage>
      <PageHeader title="Profile">
        <p>
          Your name and photo, as your family sees them, how you sign in, and the data Lifeguard holds about
          you.
        </p>
      </PageHeader>
      <ProfileDetails user={user} />
      <EmailAddressesSection />
      <ConnectedAccountsSection />
      <SecurityLinks />
      <YourDataSection user={user} />
    </StyledPage>
  );
}
