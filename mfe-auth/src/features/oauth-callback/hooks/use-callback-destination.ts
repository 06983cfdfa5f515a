import { useState } from 'react';
import { useSearchParams } from '@lifeguard/shared/router/router';
import { hrefs, type RegisterNavigationState } from '@lifeguard/shared/routes/routes';
import { useGetCurrentUserQuery } from '@lifeguard/shared/session/session-api';
import type { User } from '@lifeguard/shared/session/user';

/** Spec 000 §8 "Callback" messages. */
export const callbackMessages = {
  failed: 'Authentication failed. Please try again.',
  wentWrong: 'Something went wrong during authentication. Please try again.',
};

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

/**
 * The callback's destination, or `null` while the current user is fetched. An `error` query
 * parameter (the provider or the server refused) goes straight to register. The user is fetched
 * afresh: only an answer to a request started after mount is trusted, not a cached one.
 */
export function useCallbackDestination(): CallbackDestination | null {
  const [params] = useSearchParams();
  const refused = params.has('error');
  const [mountedAt] = useState(() => Date.now());
  const query = useGetCurrentUserQuery(undefined, { skip: refused, refetchOnMountOrArgChange: true });

  if (refused) return toRegister(callbackMessages.failed);
  const settled = !query.isFetching && (query.startedTimeStamp ?? 0) >= mountedAt;
  if (!settled) return null;
  if (query.isError) return toRegister(callbackMessages.wentWrong);
  return destinationFor(query.data ?? null);
}
