import { useState } from 'react';
import { oauthCallbackUrl, startProviderRedirect } from '@lifeguard/shared/auth/provider-redirect';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

/** Spec 000 §8 "Google start failure". */
export const GOOGLE_START_FAILED = 'Failed to initiate Google authentication';

export type GoogleSignInButtonProps = {
  /** 'Sign in with Google' on the sign-in screen (spec 000 §2), 'Sign up with Google' on /register. */
  label?: string;
  disabled?: boolean;
};

/**
 * Starts the Google sign-in (spec 000 §2, §4), the same provider redirect for signing in and for
 * signing up: busy while the browser leaves for the provider; a failed start shows a closable
 * danger alert and stops the loading state.
 */
export function GoogleSignInButton({ label = 'Sign in with Google', disabled }: GoogleSignInButtonProps) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleClick = () => {
    setError(null);
    setStarting(true);
    try {
      startProviderRedirect({ provider: 'google', process: 'login', callbackUrl: oauthCallbackUrl() });
    } catch {
      setError(GOOGLE_START_FAILED);
      setStarting(false);
    }
  };

  return (
    <>
      {error ? (
        <Alert variant="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Button variant="secondary" fullWidth busy={starting} disabled={disabled} onClick={handleClick}>
        {label}
      </Button>
    </>
  );
}
