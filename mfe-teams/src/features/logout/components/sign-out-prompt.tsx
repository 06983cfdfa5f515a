import { useId } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { useSignOut } from '@lifeguard/shared/session/use-sign-out';
import { Button, ButtonLink } from '@lifeguard/shared/ui/button';
import { cardSurface } from '@lifeguard/shared/ui/card';

const StyledPrompt = styled.section`
  max-width: ${({ theme }) => theme.widths.narrow};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * /accounts/logout/ (spec 001 §2, issue 13): asks before signing out, as django-allauth does for
 * a GET of its logout page. 'Sign out' (focused) does what the user menu's Sign out does; Cancel
 * goes back to the dashboard.
 */
export function SignOutPrompt() {
  const titleId = useId();
  const { signOut, signingOut } = useSignOut();
  return (
    <StyledPrompt aria-labelledby={titleId}>
      <h1 id={titleId}>Sign out of Lifeguard?</h1>
      <p>You can sign in again at any time.</p>
      <StyledActions>
        <Button autoFocus busy={signingOut} onClick={() => void signOut()}>
          {signingOut ? 'Signing out...' : 'Sign out'}
        </Button>
        <ButtonLink variant="secondary" to={hrefs.dashboard()}>
          Cancel
        </ButtonLink>
      </StyledActions>
    </StyledPrompt>
  );
}
