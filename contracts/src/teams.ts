/**
 * Families (spec 001 §3 Team, §4 Teams, §6; issue 13): values both the server and the apps use.
 * The spec leaves roles, limits and expiry open ("not shown"); these are our rules.
 */

/** A member's role: admins rename, delete, invite, resend, cancel, change roles and remove. */
export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** An invitation's life: pending until accepted, cancelled, or past its expiry. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long an invitation link works: 7 days from when it was (re)sent. */
export const INVITATION_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** Longest family name, in characters. */
export const TEAM_NAME_MAX_LENGTH = 100;

/**
 * The personal family every account gets at creation (issue 13): "Ada's family" from the first
 * name, else the part of the email before '@'.
 */
export function personalTeamName(firstName: string, email: string): string {
  const name = firstName.trim() || email.split('@', 1)[0] || 'My';
  return `${name}'s family`.slice(0, TEAM_NAME_MAX_LENGTH);
}

/** Server paths of the team pages (spec 001 §2 route table), also mounted under `/app`. */
export const teamPaths = {
  settings: (slug: string) => `/a/${encodeURIComponent(slug)}/team/`,
  switchTo: (slug: string) => `/a/${encodeURIComponent(slug)}/`,
  create: () => '/teams/create/',
  /** The accept page a mailed invitation links to: `?key=` carries the secret. */
  invitation: (id: number) => `/teams/invitation/${id}/`,
};
