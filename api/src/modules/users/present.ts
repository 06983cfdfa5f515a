import { Type, type Static } from 'typebox';
import type { UserRow } from './schema.js';

/** The user of spec 000 §3, snake_case, with its derived fields. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  middle_name: Type.String(),
  suffix: Type.String(),
  display_name: Type.String(),
  full_name: Type.String(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  initials: Type.String(),
  is_superuser: Type.Boolean(),
  is_staff: Type.Boolean(),
  has_usable_password: Type.Boolean(),
  date_joined: Type.String({ format: 'date-time' }),
  last_login: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  onboarding_responses: Type.Record(Type.String(), Type.Unknown()),
  phone_number: Type.Union([Type.String(), Type.Null()]),
  phone_verified: Type.Boolean(),
  device_type: Type.Union([Type.String(), Type.Null()]),
});

export type UserResponse = Static<typeof UserSchema>;

/** "First Middle Last Suffix", skipping blanks. */
function fullName(u: UserRow): string {
  return [u.firstName, u.middleName, u.lastName, u.suffix].filter((p) => p.trim()).join(' ');
}

/** Serialises a user row for responses (spec 000 §3). */
export function presentUser(u: UserRow): UserResponse {
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
  };
}
