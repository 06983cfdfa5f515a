import { TEAM_NAME_MAX_LENGTH, TEAM_ROLES, type TeamRole } from '@lifeguard/contracts/teams';
import * as yup from 'yup';
import { emailField, requiredString } from '@lifeguard/shared/forms/rules';

/** The family name field (issue 13: 1–100 characters, as the server checks too). */
export const teamNameSchema = yup.object({
  name: requiredString('Please enter a name for your family.').max(
    TEAM_NAME_MAX_LENGTH,
    `Please keep it under ${TEAM_NAME_MAX_LENGTH} characters.`,
  ),
});

export type TeamNameValues = { name: string };

/** The invitation form: an email and one of the roles (issue 13). */
export const inviteSchema = yup.object({
  email: emailField(),
  role: yup.string().oneOf(TEAM_ROLES, 'Please choose a role.').required('Please choose a role.'),
});

export type InviteValues = { email: string; role: TeamRole };

/** The roles as the screens name them (issue 13: admins manage the family, members belong to it). */
export const ROLE_LABELS: Record<TeamRole, string> = { admin: 'Admin', member: 'Member' };

export const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** "a member" / "an admin", for sentences. */
export function roleWithArticle(role: TeamRole): string {
  return role === 'admin' ? 'an admin' : 'a member';
}
