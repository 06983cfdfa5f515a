import { GMAIL_CONNECT_ERRORS, type GmailConnectError } from '@lifeguard/contracts/email-protection';

/** How the return from Google's consent page went: connected, or why not. */
export type ConnectReturn = { connected: true } | { connected: false; error: GmailConnectError };

/** The query parameters the server's return to /integrations/email carries (issue 14). */
export const CONNECT_RETURN_PARAMS = ['connected', 'error'] as const;

/** What a family member reads for each way connecting can fail. */
export const CONNECT_ERROR_MESSAGES: Record<GmailConnectError, string> = {
  access_denied: 'You cancelled the connection to Gmail.',
  invalid_state: 'That connection link expired. Please try again.',
  connect_failed: 'We could not connect to Gmail. Please try again.',
};

/**
 * Reads `?connected=1` or `?error=…` (GMAIL_CONNECT_ERRORS) from the return URL; an error this
 * client does not know reads as `connect_failed`. Null when the URL is not a return from Google.
 */
export function connectReturnOf(params: URLSearchParams): ConnectReturn | null {
  const error = params.get('error');
  if (error !== null) {
    const known = GMAIL_CONNECT_ERRORS.find((code) => code === error);
    return { connected: false, error: known ?? 'connect_failed' };
  }
  return params.get('connected') === '1' ? { connected: true } : null;
}
