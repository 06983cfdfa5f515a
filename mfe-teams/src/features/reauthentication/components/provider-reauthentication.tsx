import { useState } from 'react';
import { PROVIDERS, type ProviderId } from '@lifeguard/contracts/allauth';
import { startProviderRedirect } from '@lifeguard/shared/auth/provider-redirect';
import { useLocation } from '@lifeguard/shared/router/router';
import { APP_BASENAME } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { GOOGLE_START_FAILED } from '@lifeguard/shared/ui/google-sign-in-button';

export type ProviderReauthenticationProps = {
  /** The providers the `provider_redirect` flow lists; the first we offer is used. */
  providers: string[] | undefined;
};

/**
 * For an account that signs in with Google only (allauth's `provider_redirect` reauthentication,
 * issue 16 §6): signing in with Google again, which comes back to this page; the user then does
 * the action again within the reauthentication window.
 */
export function ProviderReauthentication({ providers }: ProviderReauthenticationProps) {
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const provider: ProviderId = PROVIDERS.find((offered) => providers?.includes(offered)) ?? PROVIDERS[0];

  const handleSignIn = () => {
    setError(null);
    try {
      startProviderRedirect({
        provider,
        process: 'login',
        callbackUrl: `${window.location.origin}${APP_BASENAME}${location.pathname}${location.search}`,
      });
      setLeaving(true);
    } catch {
      setError(GOOGLE_START_FAILED);
    }
  };

  return (
    <>
      <p>
        You sign in with Google, so there is no password to type. Sign in with Google again; you come back
        here and can then try again.
      </p>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <Button variant="secondary" busy={leaving} onClick={handleSignIn}>
        Sign in with Google again
      </Button>
    </>
  );
}
