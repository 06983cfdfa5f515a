import type { Impersonation as ApiImpersonation } from '@lifeguard/contracts/schemas/admin';
import type { User as ApiUser } from '@lifeguard/contracts/schemas/users';

/**
 * The user as our server sends it (spec 000 §3, the contracts' UserSchema), snake case; the
 * session-only fallback (allauth's session) may carry just id, email and names.
 */
export type ServerUser = Pick<ApiUser, 'id' | 'email' | 'first_name' | 'last_name'> & Partial<ApiUser>;

/**
 * A superuser acting as this user (issue 13, spec 001 §6): who, and when it started and ends
 * (ISO 8601 date-times; at most 1 hour apart). The impersonation banner shows it.
 */
export type Impersonation = {
  impersonatorEmail: string;
  impersonatorName: string;
  startedAt: string;
  endsAt: string;
};

/**
 * The user as the client holds it (spec 000 §3, spec 001 §3): the server fields with their
 * defaults, plus the camel-case forms. A session-only fallback user has just id, email and names.
 */
export type User = Required<
  Omit<ServerUser, 'avatar_url' | 'last_login' | 'date_joined' | 'impersonation'>
> & {
  avatar_url: string | null;
  last_login: string | null;
  date_joined: string | null;
  firstName: string;
  lastName: string;
  middleName: string;
  dateJoined: string | null;
  isSuperuser: boolean;
  isStaff: boolean;
  hasUsablePassword: boolean;
  onboardingResponses: Record<string, unknown>;
  avatarUrl: string | null;
  displayName: string;
  fullName: string;
  /** First name, else the email's local part (spec 001 §2 user menu). */
  shortName: string;
  /** Set while a superuser acts as this user; null otherwise and for a session-only user. */
  impersonation: Impersonation | null;
};

function toImpersonation(raw: ApiImpersonation | null | undefined): Impersonation | null {
  if (!raw) return null;
  return {
    impersonatorEmail: raw.impersonator_email,
    impersonatorName: raw.impersonator_name,
    startedAt: raw.started_at,
    endsAt: raw.ends_at,
  };
}

function initialsOf(first: string, last: string, email: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  return letters || email.charAt(0).toUpperCase();
}

/** Builds the client user from a server user or a session-only fallback (spec 000 §3). */
export function toClientUser(raw: ServerUser): User {
  const first = raw.first_name ?? '';
  const last = raw.last_name ?? '';
  const fullName = raw.full_name || [first, last].filter(Boolean).join(' ');
  const displayName = raw.display_name || fullName || raw.email;
  const user = {
    id: raw.id,
    email: raw.email,
    first_name: first,
    last_name: last,
    middle_name: raw.middle_name ?? '',
    suffix: raw.suffix ?? '',
    display_name: displayName,
    full_name: fullName,
    avatar_url: raw.avatar_url ?? null,
    initials: raw.initials || initialsOf(first, last, raw.email),
    is_superuser: raw.is_superuser ?? false,
    is_staff: raw.is_staff ?? false,
    has_usable_password: raw.has_usable_password ?? true,
    date_joined: raw.date_joined ?? null,
    last_login: raw.last_login ?? null,
    onboarding_responses: raw.onboarding_responses ?? {},
    phone_number: raw.phone_number ?? null,
    phone_verified: raw.phone_verified ?? false,
    device_type: raw.device_type ?? null,
  };
  return {
    ...user,
    firstName: user.first_name,
    lastName: user.last_name,
    middleName: user.middle_name,
    dateJoined: user.date_joined,
    isSuperuser: user.is_superuser,
    isStaff: user.is_staff,
    hasUsablePassword: user.has_usable_password,
    onboardingResponses: user.onboarding_responses,
    avatarUrl: user.avatar_url,
    displayName,
    fullName,
    shortName: first || raw.email.split('@')[0] || raw.email,
    impersonation: toImpersonation(raw.impersonation),
  } as User;
}
