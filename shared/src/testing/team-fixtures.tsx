/** Fixtures of the families' calls (spec 001 §3 Team, issue 13) for the tests of any app. */
import type {
  FamilyOverviewMember,
  Invitation,
  InvitationPreview,
  Team,
  TeamMember,
} from '@lifeguard/contracts/schemas/teams';

/** A membership; override what a test needs. */
export function memberFixture(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 1,
    user_id: 1,
    email: 'ann@example.com',
    display_name: 'Ann Lee',
    avatar_url: null,
    role: 'admin',
    joined: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}

/** A pending invitation; override what a test needs. */
export function invitationFixture(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 1,
    email: 'bob@example.com',
    role: 'member',
    status: 'pending',
    sent: '2025-03-02T10:00:00Z',
    expires: '2025-03-09T10:00:00Z',
    invited_by: 'Ann Lee',
    ...overrides,
  };
}

/** Ann's family, Ann its only member and admin; override what a test needs. */
export function teamFixture(overrides: Partial<Team> = {}): Team {
  const slug = overrides.slug ?? 'anns-family';
  return {
    id: 1,
    name: "Ann's family",
    slug,
    members: [memberFixture()],
    invitations: [],
    is_admin: true,
    has_active_subscription: false,
    dashboard_url: `/a/${slug}/`,
    ...overrides,
  };
}

/** What the accept page previews of an invitation; override what a test needs. */
export function invitationPreviewFixture(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    id: 7,
    team_name: "Ada's family",
    email: 'ann@example.com',
    role: 'member',
    invited_by: 'Ada',
    status: 'pending',
    expires: '2025-03-09T10:00:00Z',
    ...overrides,
  };
}

/** One member of an admin's family overview; override what a test needs. */
export function overviewMemberFixture(overrides: Partial<FamilyOverviewMember> = {}): FamilyOverviewMember {
  return {
    user_id: 1,
    display_name: 'Ann Lee',
    role: 'admin',
    protection_score: 50,
    open_high_threats: 0,
    ...overrides,
  };
}

/** GET /teams/api/teams/ and the other lists: the list envelope. */
export function teamsAnswer<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
