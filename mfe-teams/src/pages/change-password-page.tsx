import styled from 'styled-components';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { ChangePasswordForm } from '../features/password/components/change-password-form';
import { SetPasswordForm } from '../features/password/components/set-password-form';

const StyledCard = styled.div`
  max-width: ${({ theme }) => theme.widths.narrow};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
`;

/**
 * /accounts/password/change/ (spec 001 §2, issue 13 "Account pages"): Change Password for a user
 * with a usable password; a Google-only user gets 'Set a password' instead, and once it is set
 * the page turns into Change Password.
 */
export function ChangePasswordPage() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  if (!user.hasUsablePassword) {
    return (
      <>
        <PageHeader title="Set a password">
          <p>You sign in with Google. Set a password to sign in with your email address as well.</p>
        </PageHeader>
        <StyledCard>
          <SetPasswordForm />
        </StyledCard>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Change Password">
        <p>Other devices are signed out when your password changes; this one stays signed in.</p>
      </PageHeader>
      <StyledCard>
        <ChangePasswordForm />
      </StyledCard>
    </>
  );
}
