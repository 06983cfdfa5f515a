/** The first line of a failed 'Connect Google' (issue 16 §4). */
export const CONNECT_FAILED = 'Google could not be connected.';

/** Why, when the Google account already belongs to someone else (allauth's `connected_other`). */
export const CONNECTED_OTHER = 'That Google account is already connected to another Lifeguard account.';

/** The query params the server adds to the callback URL when a provider redirect fails. */
export const PROVIDER_ERROR_PARAMS = ['error', 'error_process'] as const;

/**
 * What to say after allauth sent the browser back from a failed connect
 * (`?error=<code>&error_process=connect`), or null when the query holds no such failure.
 */
export function connectError(params: URLSearchParams): { title: string; detail: string | null } | null {
  const error = params.get('error');
  if (!error || params.get('error_process') !== 'connect') return null;
  return { title: CONNECT_FAILED, detail: error === 'connected_other' ? CONNECTED_OTHER : null };
}
