import { Type, type Static } from 'typebox';
import { INVITATION_STATUSES, TEAM_NAME_MAX_LENGTH, TEAM_ROLES } from '../teams.js';
import { Email, Id, Nullable, Text } from './text.js';

const Role = Type.Enum(TEAM_ROLES);
const Status = Type.Enum(INVITATION_STATUSES);
const DateTime = Type.String({ format: 'date-time' });
/** A slug as stored: lowercase letters, digits and dashes. */
const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });

/** A member of a family (spec 001 §3 Team.members). `id` is the membership's id. */
export const TeamMemberSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  email: Type.String(),
  display_name: Type.String(),
  avatar_url: Nullable(Type.String()),
  role: Role,
  joined: DateTime,
});
export type TeamMember = Static<typeof TeamMemberSchema>;

/** An invitation (spec 001 §3 Team.invitations); only admins see them (else `[]`). */
export const InvitationSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Role,
  status: Status,
  sent: DateTime,
  expires: DateTime,
  invited_by: Nullable(Type.String()),
});
export type Invitation = Static<typeof InvitationSchema>;

/**
 * A family (spec 001 §3 Team). `has_active_subscription` is always false (there is no billing);
 * `dashboard_url` is `/a/{slug}/`, which makes it current and opens the dashboard.
 */
export const TeamSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  members: Type.Array(TeamMemberSchema),
  invitations: Type.Array(InvitationSchema),
  is_admin: Type.Boolean(),
  has_active_subscription: Type.Boolean(),
  dashboard_url: Type.String(),
});
export type Team = Static<typeof TeamSchema>;

/** `GET /teams/api/teams/[?slug=]`: the user's families, current first (list envelope). */
export const TeamListQuerySchema = Type.Object(
  { slug: Type.Optional(Slug) },
  { additionalProperties: false },
);

/** `POST /teams/api/teams/` and `PATCH /teams/api/teams/{id}/` body. */
export const TeamWriteSchema = Type.Object(
  { name: Text({ minLength: 1, maxLength: TEAM_NAME_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type TeamWrite = Static<typeof TeamWriteSchema>;

/** `{id}` of the team routes. */
export const TeamParamsSchema = Type.Object({ id: Id() }, { additionalProperties: false });

/** `{slug}` of the `/a/{slug}/team/api/...` routes. */
export const TeamSlugParamsSchema = Type.Object({ slug: Slug }, { additionalProperties: false });

/** `{slug, id}` of the invitation and member routes under `/a/{slug}/team/`. */
export const TeamItemParamsSchema = Type.Object({ slug: Slug, id: Id() }, { additionalProperties: false });

/** `POST /a/{slug}/team/api/invitations/` body (spec 001 §7): the invitation fields plus the team id. */
export const InvitationCreateSchema = Type.Object(
  { email: Email({ minLength: 3 }), role: Role, team: Id() },
  { additionalProperties: false },
);
export type InvitationCreate = Static<typeof InvitationCreateSchema>;

/** `PATCH /a/{slug}/team/api/members/{id}/` body: an admin changes a member's role. */
export const MemberUpdateSchema = Type.Object({ role: Role }, { additionalProperties: false });
export type MemberUpdate = Static<typeof MemberUpdateSchema>;

/** The accept link's secret: `?key=` of the page, the body of the accept call. */
const InvitationKey = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

/** `GET /teams/api/invitations/{id}/?key=` query. */
export const InvitationKeyQuerySchema = Type.Object({ key: InvitationKey }, { additionalProperties: false });

/** `POST /teams/api/invitations/{id}/accept/` body. */
export const InvitationAcceptSchema = Type.Object({ key: InvitationKey }, { additionalProperties: false });
export type InvitationAccept = Static<typeof InvitationAcceptSchema>;

/**
 * `GET /teams/api/invitations/{id}/?key=` 200, signed in or out: what the accept page shows. A
 * wrong key or unknown id is 404; an expired, cancelled or accepted one says so in `status`.
 */
export const InvitationPreviewSchema = Type.Object({
  id: Type.Integer(),
  team_name: Type.String(),
  email: Type.String(),
  role: Role,
  invited_by: Nullable(Type.String()),
  status: Status,
  expires: DateTime,
});
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;

/**
 * One member in an admin's family overview (`GET /a/{slug}/team/api/overview/`, list envelope):
 * counts only, never the content of anyone's threats or scans.
 */
export const FamilyOverviewMemberSchema = Type.Object({
  user_id: Type.Integer(),
  display_name: Type.String(),
  role: Role,
  /** The spec 001 §9 protection score, 0–100 %. */
  protection_score: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Open threats of risk level high or critical. */
  open_high_threats: Type.Integer({ minimum: 0 }),
});
export type FamilyOverviewMember = Static<typeof FamilyOverviewMemberSchema>;

/** `POST` answers without a body of their own (switch, resend, cancel, accept). */
export const TeamActionResponseSchema = Type.Object({ status: Type.Literal('success') });

/** `POST /teams/api/invitations/{id}/accept/` 200: the user is now a member; the family is current. */
export const InvitationAcceptResponseSchema = Type.Object({
  status: Type.Literal('success'),
  team: TeamSchema,
});
export type InvitationAcceptResponse = Static<typeof InvitationAcceptResponseSchema>;
