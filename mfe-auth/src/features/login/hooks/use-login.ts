import { useState } from 'react';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import { track } from '@lifeguard/shared/analytics/track';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { isSecondStep, pendingFlowOf } from '@lifeguard/shared/auth/auth-flows';
import { useLoginMutation, type LoginValues } from '@lifeguard/shared/session/session-api';
import type { User } from '@lifeguard/shared/session/user';
import { SIGN_IN_TIMED_OUT_MESSAGE, type SecondStepProps } from '../../../lib/second-step';

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
 * Where a sign-in stands: the password form, the second step of a login waiting for it (issue 16
 * §6), or signed in.
 */
export type LoginStage =
  { name: 'password' } | { name: 'second-step'; flow: Flow; rememberMe: boolean } | { name: 'signed-in' };

/** Product analytics (spec 000 §1); the event name is ours, the spec names none for sign-in. */
function trackSignIn(user: User, rememberMe: boolean) {
  track('user signed in', { method: 'email', remember_me: rememberMe, user_id: user.id });
}

/**
 * Sign-in with the shared login mutation (spec 000 §4 "Login screen": idle → submitting →
 * success | error). `rememberMe` goes to the server, which then keeps the session cookie. A login
 * answered with a pending `mfa_authenticate` flow moves to the second step; `secondStep` holds
 * its handlers: done → signed in, as a password login; cancelled → the empty form; expired → the
 * form with SIGN_IN_TIMED_OUT_MESSAGE.
 */
export function useLogin() {
  const [login, { isLoading }] = useLoginMutation();
  const [stage, setStage] = useState<LoginStage>({ name: 'password' });
  const [error, setError] = useState<string | null>(null);

  const handleLogin = async (values: LoginValues) => {
    setError(null);
    try {
      const user = await login({ ...values, email: values.email.trim() }).unwrap();
      trackSignIn(user, values.rememberMe);
      setStage({ name: 'signed-in' });
    } catch (caught) {
      const flow = pendingFlowOf(caught);
      if (isSecondStep(flow)) setStage({ name: 'second-step', flow, rememberMe: values.rememberMe });
      else setError(loginErrorMessage(caught));
    }
  };

  const secondStep: SecondStepProps | null =
    stage.name === 'second-step'
      ? {
          flow: stage.flow,
          onAuthenticated: (user) => {
            trackSignIn(user, stage.rememberMe);
            setStage({ name: 'signed-in' });
          },
          onCancelled: () => setStage({ name: 'password' }),
          onExpired: () => {
            setStage({ name: 'password' });
            setError(SIGN_IN_TIMED_OUT_MESSAGE);
          },
        }
      : null;

  return {
    handleLogin,
    busy: isLoading,
    signedIn: stage.name === 'signed-in',
    secondStep,
    error,
    clearError: () => setError(null),
  };
}
