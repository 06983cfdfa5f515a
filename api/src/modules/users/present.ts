import type { User } from '@lifeguard/contracts/schemas/users';
import type { UserRow } from './schema.js';

/** "First Middle Last Suffix", skipping blanks. */
function fullName(u: UserRow): string {
  return [u.firstName, u.middleName, u.lastName, u.suffix].filter((p) => p.trim()).join(' ');
}

/**
 * A user row as every response carries it (spec 000 §3): snake_case, with display_name ("First
 * Last", else the email), full_name, initials (else the email's first letter) and ISO dates.
 */
export function presentUser(u: UserRow): User {
  const full = fullName(u);
  const short = [u.firstName, u.lastName].filter((p) => p.trim()).join(' ');
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
    display_name: short || u.email,
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
    impersonation: null,
  };
}
