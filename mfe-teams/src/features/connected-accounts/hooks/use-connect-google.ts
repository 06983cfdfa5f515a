import { useState } from 'react';
import { startProviderRedirect } from '@lifeguard/shared/auth/provider-redirect';
import { APP_BASENAME, hrefs } from '@lifeguard/shared/routes/routes';
import { GOOGLE_START_FAILED } from '@lifeguard/shared/ui/google-sign-in-button';

/**
 * 'Connect Google' (issue 16 §4): allauth's provider redirect with process `connect`, back to
 * this profile page (same origin), where a failure arrives as `?error=…&error_process=connect`.
 * `leaving` once the browser is on its way; `error` when the redirect could not start.
 */
export function useConnectGoogle() {
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = () => {
    setError(null);
    try {
      startProviderRedirect({
        provider: 'google',
        process: 'connect',
        callbackUrl: `${window.location.origin}${APP_BASENAME}${hrefs.profile()}`,
      });
      setLeaving(true);
    } catch {
      setError(GOOGLE_START_FAILED);
    }
  };

  return { connect, leaving, error, clearError: () => setError(null) };
}
