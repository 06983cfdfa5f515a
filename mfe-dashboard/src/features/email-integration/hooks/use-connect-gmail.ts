import { useState } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useLazyGetGmailAuthUrlQuery } from '../api/get-gmail-auth-url';
import { emailEvents } from '../utils/email-events';
import { googleConsent } from '../utils/google-consent';

/**
 * 'Connect Gmail' and 'Reconnect Gmail' (issue 14): `connect` fetches a fresh consent URL and
 * sends the browser to Google. `busy` while the URL is on its way; `error` is the server's
 * normalised message when it could not be had (the page stays as it was).
 */
export function useConnectGmail({ reconnect }: { reconnect: boolean }) {
  const [fetchAuthUrl] = useLazyGetGmailAuthUrlQuery();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = async () => {
    setBusy(true);
    setError(null);
    track(emailEvents.connectClicked, { reconnect });
    try {
      const { auth_url: authUrl } = await fetchAuthUrl().unwrap();
      googleConsent.open(authUrl);
    } catch (caught) {
      setError(normalizeError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  return { connect, busy, error, clearError: () => setError(null) };
}
