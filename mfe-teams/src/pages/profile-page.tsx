import styled from 'styled-components';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { YourDataSection } from '../features/your-data/components/your-data-section';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * /users/profile/ Profile (spec 001 §2, issue 13 "Account pages" and "Your data"): the photo and
 * names, then Your data. The shell draws the page layout around it; the route needs a user, so
 * none is only the moment the account is deleted and the page is left.
 */
export function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <StyledPage>
      <PageHeader title="Profile">
        <p>Your name and photo, as your family sees them, and the data Lifeguard holds about you.</p>
      </PageHeader>
      <ProfileDetails user={user} />
      <YourDataSection user={user} />
    </StyledPage>
  );
}
