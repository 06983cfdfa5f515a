import type { AllauthUser, Authenticated } from '@lifeguard/contracts/schemas/allauth';
import type { User } from '@lifeguard/contracts/schemas/users';

/** allauth's user object: our user of spec 000 §3 (`app.users.present`) plus allauth's `display`. */
export const allauthUser = (user: User): AllauthUser => ({ ...user, display: user.display_name });

/** allauth's 200 AuthenticatedResponse for a session begun by `method` at `at` (epoch seconds). */
export function authenticated(user: User, method: string, at: Date): Authenticated {
  return {
    status: 200,
    data: {
      user: allauthUser(user),
      methods: [{ method, at: at.getTime() / 1000, email: user.email }],
    },
    meta: { is_authenticated: true },
  };
}
