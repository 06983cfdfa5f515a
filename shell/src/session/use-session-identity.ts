import { useEffect } from 'react';
import { identify } from '@lifeguard/shared/analytics/track';
import { bootSupportMessenger } from '@lifeguard/shared/messenger/support-messenger';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';

/**
 * Ties analytics and the support messenger to who is signed in (spec 000 §1): identifies by
 * email, and re-boots the messenger whenever the logged-in flag (or the user) changes.
 */
export function useSessionIdentity() {
  const user = useAppSelector(selectCurrentUser);
  const email = user?.email ?? null;
  const userId = user?.id ?? null;
  const name = user?.displayName ?? '';
  const dateJoined = user?.dateJoined ?? null;
  useEffect(() => {
    identify(email);
    bootSupportMessenger(email && userId !== null ? { email, name, userId, dateJoined } : null);
  }, [email, userId, name, dateJoined]);
}
