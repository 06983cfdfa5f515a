import { useEffect, useRef, useState } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { useSearchParams } from '@lifeguard/shared/router/router';
import { CONNECT_RETURN_PARAMS, connectReturnOf, type ConnectReturn } from '../utils/connect-return';
import { emailEvents } from '../utils/email-events';

/**
 * The return from Google's consent page (issue 14): reads `?connected=1` or `?error=…` once,
 * tracks it, and takes it out of the URL (replacing the history entry) so a reload or a shared
 * link does not show it again. `outcome` stays until dismissed.
 */
export function useConnectReturn() {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<ConnectReturn | null>(() => connectReturnOf(params));
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const found = connectReturnOf(params);
    const search = params.toString();
    // StrictMode runs this twice with the same URL: one event per return.
    if (!found || handled.current === search) return;
    handled.current = search;
    if (found.connected) track(emailEvents.connected);
    else track(emailEvents.connectFailed, { error: found.error });
    const cleaned = new URLSearchParams(params);
    for (const name of CONNECT_RETURN_PARAMS) cleaned.delete(name);
    setParams(cleaned, { replace: true });
  }, [params, setParams]);

  return { outcome, dismiss: () => setOutcome(null) };
}
