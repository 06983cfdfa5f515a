import styled from 'styled-components';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { TextLink } from '@lifeguard/shared/ui/text-link';

/** Error code of step 1 for an email that already has an account. */
export const EMAIL_TAKEN = 'email_taken';

const StyledSignIn = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
`;

export type RegistrationErrorBannerProps = { error: NormalizedError | null; onClose: () => void };

/**
 * A failed registration call's normalised message in a red banner (spec 000 §8 "Registration
 * calls"); a taken email also offers the way to sign in instead.
 */
export function RegistrationErrorBanner({ error, onClose }: RegistrationErrorBannerProps) {
  if (!error) return null;
  return (
    <Alert variant="danger" onClose={onClose}>
      {error.message}
      {error.code === EMAIL_TAKEN ? (
        <StyledSignIn>
          <TextLink to={hrefs.login()}>Sign in</TextLink>
        </StyledSignIn>
      ) : null}
    </Alert>
  );
}
