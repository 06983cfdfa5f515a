import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { UserSessions } from '../features/user-sessions/components/user-sessions';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  > header {
    margin-bottom: 0;
  }
`;

/**
 * /accounts/sessions Signed-in devices (issue 16 §5): the user's sessions, reached from the
 * profile's Security section.
 */
export function UserSessionsPage() {
  return (
    <StyledPage>
      <PageHeader title="Signed-in devices">
        <p>
          The browsers where your account is signed in. Sign out of any you do not recognise, then change your
          password. <TextLink to={hrefs.profile()}>Back to your profile</TextLink>
        </p>
      </PageHeader>
      <UserSessions />
    </StyledPage>
  );
}
