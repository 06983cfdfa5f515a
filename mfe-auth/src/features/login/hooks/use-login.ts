import { useState } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useLoginMutation, type LoginValues } from '@lifeguard/shared/session/session-api';

/** Message for a rejected login (spec 000 §8 "Login failure"). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials. Please check your email and password.';

/**
 * The text to show for a failed login: a 400 (wrong email or password) reads as the catalogue's
 * login failure; anything else (429 rate limit, 5xx, network) as the normalised server message
 * (spec 000 §8), so a locked-out user learns to wait rather than to retype.
 */
export function loginErrorMessage(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 400 ? INVALID_CREDENTIALS_MESSAGE : normalizeError(error).message;
}

/**
 * Sign-in with the shared login mutation (spec 000 §4 "Login screen": idle → submitting →
 * success | error). `rememberMe` goes to the server, which then keeps the session cookie.
 */
export function useLogin() {
  const [login, { isLoading, isSuccess }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);

  const handleLogin = async (values: LoginValues) => {
    setError(null);
    try {
      const user = await login({ ...values, email: values.email.trim() }).unwrap();
      // Product analytics (spec 000 §1); the event name is ours, the spec names none for sign-in.
      track('user signed in', { method: 'email', remember_me: values.rememberMe, user_id: user.id });
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  };

  return { handleLogin, busy: isLoading, signedIn: isSuccess, error, clearError: () => setError(null) };
}
