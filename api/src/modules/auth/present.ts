import type {
  AllauthUser,
  Authenticated,
  AuthenticationMethod,
  KeyHolder,
} from '@lifeguard/contracts/schemas/allauth';
import type { User } from '@lifeguard/contracts/schemas/users';

/** allauth's user object: our user of spec 000 §3 (`app.users.present`) plus allauth's `display`. */
export const allauthUser = (user: User): AllauthUser => ({ ...user, display: user.display_name });

/** What a mailed key's holder may see of its user (KeyHolderSchema): allauth's User fields only. */
export const keyHolder = (user: User): KeyHolder => ({
  id: user.id,
  email: user.email,
  display: user.display_name,
  has_usable_password: user.has_usable_password,
});

/** allauth's 200 AuthenticatedResponse for a session authenticated by `methods` (its record). */
export function authenticated(user: User, methods: AuthenticationMethod[]): Authenticated {
  return { status: 200, data: { user: allauthUser(user), methods }, meta: { is_authenticated: true } };
}
