import type { Impersonation } from '@lifeguard/contracts/schemas/admin';
import type { User } from '@lifeguard/contracts/schemas/users';
import { IMPERSONATION_MS } from '../../plugins/session.js';
import type { SessionInfo } from '../../plugins/session-types.js';
import type { UserRow } from './schema.js';

/** "First Middle Last Suffix", skipping blanks. */
function fullName(u: UserRow): string {
  return [u.firstName, u.middleName, u.lastName, u.suffix].filter((p) => p.trim()).join(' ');
}

/** "First Last", skipping blanks; empty when the user gave no name. */
const shortName = (u: Pick<UserRow, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter((p) => p.trim()).join(' ');

/** A user's `display_name` (spec 000 §3): "First Last", else the email. */
export const displayName = (u: Pick<UserRow, 'email' | 'firstName' | 'lastName'>): string =>
  shortName(u) || u.email;

/**
 * The impersonation a signed-in session is (issue 13 superuser tools), as
 * `UserSchema.impersonation`: the superuser's email and display name, and the start and end
 * (ISO; the start is the end minus the 1-hour cap). Null when the session is not one.
 */
export function impersonationOf({ session, impersonator }: SessionInfo): Impersonation | null {
  const endsAt = session.impersonationEndsAt;
  if (session.impersonatorId === null || !impersonator || !endsAt) return null;
  return {
    impersonator_email: impersonator.email,
    impersonator_name: displayName(impersonator),
    started_at: new Date(endsAt.getTime() - IMPERSONATION_MS).toISOString(),
    ends_at: endsAt.toISOString(),
  };
}

/**
 * A user row as every response carries it (spec 000 §3): snake_case, with display_name ("First
 * Last", else the email), full_name, initials (else the email's first letter) and ISO dates.
 * `impersonation` is set only when presenting the signed-in user of an impersonating session
 * (pass `impersonationOf(request.auth)`); every other user is presented with null.
 */
export function presentUser(u: UserRow, impersonation: Impersonation | null = null): User {
  const full = fullName(u);
  const short = shortName(u);
  const initials = short
    ? short
        .split(' ')
        .map((p) => p[0])
        .join('')
    : u.email.slice(0, 1);
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    middle_name: u.middleName,
    suffix: u.suffix,
    display_name: displayName(u),
    full_name: full,
    avatar_url: u.avatarUrl,
    initials: initials.toUpperCase(),
    is_superuser: u.isSuperuser,
    is_staff: u.isStaff,
    has_usable_password: u.password !== null,
    date_joined: u.dateJoined.toISOString(),
    last_login: u.lastLogin?.toISOString() ?? null,
    onboarding_responses: u.onboardingResponses,
    phone_number: u.phoneNumber,
    phone_verified: u.phoneVerified,
    device_type: u.deviceType,
    impersonation,
  };
}
