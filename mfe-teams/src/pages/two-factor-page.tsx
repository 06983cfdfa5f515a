import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { TwoFactorSettings } from '../features/two-factor/components/two-factor-settings';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  > header {
    margin-bottom: 0;
  }
`;

/**
 * /accounts/2fa Two-factor authentication (issue 16 §6): the authenticator app and recovery
 * codes, reached from the profile's Security section.
 */
export function TwoFactorPage() {
  return (
    <StyledPage>
      <PageHeader title="Two-factor authentication">
        <p>
          A second step when you sign in, so your password alone is not enough.{' '}
          <TextLink to={hrefs.profile()}>Back to your profile</TextLink>
        </p>
      </PageHeader>
      <TwoFactorSettings />
    </StyledPage>
  );
}
