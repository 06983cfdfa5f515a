import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { greetingFor, type Greeting, type GreetingInput } from '../utils/greeting-for';
import { useNow } from './use-now';

/** The dashboard's data the greeting reads: integrations, the first-time summary, the latest scan. */
export type GreetingContext = Pick<GreetingInput, 'integrations' | 'summary' | 'latestScan'>;

/**
 * The signed-in user's greeting (spec 001 §4), or null without a user: the user's first name,
 * email and join date with the dashboard's `context`, at a clock that turns every minute.
 */
export function useGreeting(context: GreetingContext): Greeting | null {
  const user = useAppSelector(selectCurrentUser);
  const now = useNow();
  if (!user) return null;
  return greetingFor(
    { firstName: user.firstName, email: user.email, dateJoined: user.dateJoined, ...context },
    now,
  );
}
