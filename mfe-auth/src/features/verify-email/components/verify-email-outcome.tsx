import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { selectIsAuthenticated } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Alert } from '@lifeguard/shared/ui/alert';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';

/** Vertical rhythm of the verification screens, as the password reset screens. */
export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export type VerifyEmailOutcomeProps = {
  title: string;
  /** 'success' once verified; 'danger' for a link that cannot be used. */
  variant: 'success' | 'danger';
  message: string;
};

/**
 * The end of a verification link (issue 16 §3): its outcome, then on to the profile for a
 * signed-in user (where the addresses are) or to the login screen.
 */
export function VerifyEmailOutcome({ title, variant, message }: VerifyEmailOutcomeProps) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <NarrowLayout title={title}>
      <StyledStack>
        <Alert variant={variant}>{message}</Alert>
        {signedIn ? (
          <ButtonLink to={hrefs.profile()} fullWidth>
            Go to your profile
          </ButtonLink>
        ) : (
          <ButtonLink to={hrefs.login()} fullWidth>
            Go to Login
          </ButtonLink>
        )}
      </StyledStack>
    </NarrowLayout>
  );
}
