import { useState } from 'react';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { StyledStack, StyledText } from './reset-styles';

/** Spec 000 §8 "Reset link info failure": the auth error when the key could not be checked. */
export const RESET_INFO_FAILED = 'Invalid or expired password reset link. Please request a new one.';

export type InvalidResetLinkProps = {
  /** The reset info call failed (refused key, server or network error), not just a missing key. */
  infoFailed?: boolean;
};

/**
 * The reset screen's invalid state (spec 000 §2, §8 "Reset link invalid/missing/no user"); when
 * the reset info call failed, the auth error above it in a closable danger alert (spec 000 §8).
 */
export function InvalidResetLink({ infoFailed = false }: InvalidResetLinkProps) {
  const [showError, setShowError] = useState(infoFailed);
  return (
    <NarrowLayout title="Invalid Reset Link">
      <StyledStack>
        {showError ? (
          <Alert variant="danger" onClose={() => setShowError(false)}>
            {RESET_INFO_FAILED}
          </Alert>
        ) : null}
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
