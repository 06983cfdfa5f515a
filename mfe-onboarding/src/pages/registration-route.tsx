import type { ReactNode } from 'react';
import { Navigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { useDraftOwnership } from '../hooks/use-draft-ownership';
import { useDraftPersistence } from '../hooks/use-draft-persistence';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import type { RegistrationRoute as RouteName } from '../lib/step-machine';

export type RegistrationRouteProps = { name: RouteName; children: ReactNode };

/** Steps after /register run signed in: a visitor goes back to step 1, which signs them in. */
function SignedInStep({ name, children }: RegistrationRouteProps) {
  const user = useAppSelector(selectCurrentUser);
  const ready = useDraftOwnership(user, name);
  if (!user) return <Navigate to={hrefs.register()} replace />;
  return ready ? children : null;
}

/**
 * Wraps every registration screen (spec 000 §4 "Registration"): keeps the draft in
 * sessionStorage, scrolls to the top on arrival, and requires a session from step 2 on.
 */
export function RegistrationRoute({ name, children }: RegistrationRouteProps) {
  useDraftPersistence();
  useScrollToTop();
  if (name === 'register') return children;
  return <SignedInStep name={name}>{children}</SignedInStep>;
}
