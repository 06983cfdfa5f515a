import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { greetingFor, type Greeting } from '../utils/greeting-for';
import { useNow } from './use-now';

/**
 * The signed-in user's greeting (spec 001 §4), or null without a user. Fed with what exists now:
 * the user's first name, email and join date. Integrations and the first-time summary join the
 * input with the dashboard issue (4), the latest scan with the dark web scan issue (5); until
 * then none exists, which `greetingFor` reads as nothing configured and no scan done.
 */
export function useGreeting(): Greeting | null {
  const user = useAppSelector(selectCurrentUser);
  const now = useNow();
  if (!user) return null;
  return greetingFor({ firstName: user.firstName, email: user.email, dateJoined: user.dateJoined }, now);
}
