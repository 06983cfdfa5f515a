import { useState } from 'react';
import { useSearchParams } from '@lifeguard/shared/router/router';
import { hrefs, type RegisterNavigationState } from '@lifeguard/shared/routes/routes';
import { isSecondStep } from '@lifeguard/shared/auth/auth-flows';
import { useGetCurrentUserQuery } from '@lifeguard/shared/session/session-api';
import type { User } from '@lifeguard/shared/session/user';
import { SIGN_IN_TIMED_OUT_MESSAGE, type SecondStepProps } from '../../../lib/second-step';
import { useGetPendingFlowQuery } from '../api/get-pending-flow';

/**
 * Spec 000 §8 "Callback" messages, and allauth's own for its `email_taken` refusal (issue 30 F3):
 * Google's email is an account's it may not join, so the user signs in there and connects Google.
 */
export const callbackMessages = {
  failed: 'Authentication failed. Please try again.',
  wentWrong: 'Something went wrong during authentication. Please try again.',
  emailTaken:
    'An account already exists with this email address. Please sign in to that account first, ' +
    'then connect your Google account.',
};

/** The register banner's message for the callback's `error` code. */
const refusalMessage = (error: string | null) =>
  error === 'email_taken' ? callbackMessages.emailTaken : callbackMessages.failed;

export type CallbackDestination = { to: string; state?: RegisterNavigationState };

const toRegister = (error: string): CallbackDestination => ({ to: hrefs.register(), state: { error } });

/**
 * Where a signed-in user goes after the provider (spec 000 §4 "Third-party sign-in callback"):
 * with first and last name, the dashboard when onboarding answers exist, else step 3
 * (who-protecting); with a name missing, step 2 (personal-info); no user, back to register.
 */
export function destinationFor(user: User | null): CallbackDestination {
  if (!user) return toRegister(callbackMessages.wentWrong);
  if (!user.first_name.trim() || !user.last_name.trim()) return { to: hrefs.registerPersonalInfo() };
  const answered = Object.keys(user.onboarding_responses).length > 0;
  return { to: answered ? hrefs.dashboard() : hrefs.registerWhoProtecting() };
}

/** Where the callback stands: still asking the server, at the second step, or going on. */
export type CallbackState =
  | { name: 'loading' }
  | { name: 'second-step'; step: SecondStepProps }
  | { name: 'done'; destination: CallbackDestination };

const loading: CallbackState = { name: 'loading' };
const done = (destination: CallbackDestination): CallbackState => ({ name: 'done', destination });

/**
 * The callback's state. An `error` query parameter (the provider or the server refused) goes
 * straight to register, with allauth's message for `email_taken`, else the spec's. The user is fetched afresh: only an answer to a request started after
 * mount is trusted, not a cached one. Without a user, the allauth session may list a pending
 * `mfa_authenticate` flow (issue 16 §6): then the second step, after which the user goes where
 * the callback would have sent them; cancelled, to the login screen; expired, to register with
 * SIGN_IN_TIMED_OUT_MESSAGE.
 */
export function useCallbackState(): CallbackState {
  const [params] = useSearchParams();
  const refused = params.has('error');
  const [mountedAt] = useState(() => Date.now());
  const [signedIn, setSignedIn] = useState<User | null>(null);
  const [ended, setEnded] = useState<CallbackDestination | null>(null);
  const query = useGetCurrentUserQuery(undefined, { skip: refused, refetchOnMountOrArgChange: true });
  const settled = !query.isFetching && (query.startedTimeStamp ?? 0) >= mountedAt;
  const noUser = settled && query.isSuccess && !query.data;
  const pending = useGetPendingFlowQuery(undefined, {
    skip: !noUser || signedIn !== null || ended !== null,
    refetchOnMountOrArgChange: true,
  });

  if (refused) return done(toRegister(refusalMessage(params.get('error'))));
  if (ended) return done(ended);
  if (signedIn) return done(destinationFor(signedIn));
  if (!settled) return loading;
  if (query.isError) return done(toRegister(callbackMessages.wentWrong));
  if (query.data) return done(destinationFor(query.data));
  if (pending.isUninitialized || pending.isFetching) return loading;
  const flow = pending.data ?? null;
  if (!isSecondStep(flow)) return done(toRegister(callbackMessages.wentWrong));
  const step: SecondStepProps = {
    flow,
    onAuthenticated: setSignedIn,
    onCancelled: () => setEnded({ to: hrefs.login() }),
    onExpired: () => setEnded(toRegister(SIGN_IN_TIMED_OUT_MESSAGE)),
  };
  return { name: 'second-step', step };
}
