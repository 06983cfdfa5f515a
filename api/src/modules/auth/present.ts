import type { AllauthUser, Authenticated, AuthenticationMethod } from '@lifeguard/contracts/schemas/allauth';
import type { User } from '@lifeguard/contracts/schemas/users';

/** allauth's user object: our user of spec 000 §3 (`app.users.present`) plus allauth's `display`. */
export const allauthUser = (user: User): AllauthUser => ({ ...user, display: user.display_name });

/** allauth's 200 AuthenticatedResponse for a session authenticated by `methods` (its record). */
export function authenticated(user: User, methods: AuthenticationMethod[]): Authenticated {
  return { status: 200, data: { user: allauthUser(user), methods }, meta: { is_authenticated: true } };
}
