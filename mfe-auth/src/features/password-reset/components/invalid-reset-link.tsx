import { hrefs } from '@lifeguard/shared/routes/routes';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { StyledStack, StyledText } from './reset-styles';

/** The reset screen's invalid state (spec 000 §2, §8 "Reset link invalid/missing/no user"). */
export function InvalidResetLink() {
  return (
    <NarrowLayout title="Invalid Reset Link">
      <StyledStack>
        <StyledText role="alert">
          This password reset link is invalid or has expired. Please request a new one.
        </StyledText>
        <ButtonLink to={hrefs.forgotPassword()} fullWidth>
          Request New Link
        </ButtonLink>
      </StyledStack>
    </NarrowLayout>
  );
}
