/**
 * Thrown by the authorized fetch (tokens.ts) when the extension has no usable sign-in:
 * `not_connected` before any, `signed_out` when the server refused the tokens even after a
 * refresh (they are cleared, and the popup says so).
 */
export class SignedOutError extends Error {
  constructor(readonly reason: 'not_connected' | 'signed_out') {
    super(reason === 'not_connected' ? 'The extension is not connected' : 'The extension was signed out');
    this.name = 'SignedOutError';
  }
}

/** A Lifeguard answer that is neither the expected one nor 401: `status` and the path called. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`Lifeguard answered ${status} to ${path}`);
    this.name = 'ApiError';
  }
}
