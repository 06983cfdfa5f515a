import { useState } from 'react';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { oauthCallbackUrl, startProviderRedirect } from '../api/start-provider-redirect';

/** Spec 000 §8 "Google start failure". */
export const GOOGLE_START_FAILED = 'Failed to initiate Google authentication';

export type GoogleSignInButtonProps = { disabled?: boolean };

/**
 * 'Sign in with Google' (spec 000 §2, §4): busy while the browser leaves for the provider; a
 * failed start shows a closable danger alert and stops the loading state.
 */
export function GoogleSignInButton({ disabled }: GoogleSignInButtonProps) {
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
        Sign in with Google
      </Button>
    </>
  );
}
