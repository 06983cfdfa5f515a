import type { Invitation, Team } from '@lifeguard/contracts/schemas/teams';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import {
  invitationFixture,
  memberFixture,
  overviewMemberFixture,
  teamFixture,
  teamsAnswer,
} from '@lifeguard/shared/testing/team-fixtures';

/** Ann, signed in: admin of her own family (id 1) and member of Ada's (id 2). */
export const ann: ServerUser = { id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };
export const annUser = toClientUser(ann);

const annMember = memberFixture({ id: 1, user_id: 1, display_name: 'Ann Lee', email: 'ann@example.com' });
const bobMember = memberFixture({
  id: 2,
  user_id: 2,
  display_name: 'Bob Lee',
  email: 'bob@example.com',
  role: 'member',
});

export const annsFamily = teamFixture({
  id: 1,
  slug: 'anns-family',
  name: "Ann's family",
  members: [annMember, bobMember],
  is_admin: true,
});

export const adasFamily = teamFixture({
  id: 2,
  slug: 'adas-family',
  name: "Ada's family",
  members: [
    memberFixture({ id: 3, user_id: 3, display_name: 'Ada Park', email: 'ada@example.com' }),
    memberFixture({ id: 4, user_id: 1, display_name: 'Ann Lee', email: 'ann@example.com', role: 'member' }),
  ],
  is_admin: false,
});

/** A 400 in the API's error shape with `message`. */
export const refusal = (message: string, code = 'invalid'): [number, unknown] => [
  400,
  { status: 'error', errors: [{ message, code, param: 'general' }] },
];

type Handler = MockHandler | [number, unknown];

/**
 * A stand-in for the families' API over `initial` (current first): the list (and ?slug=),
 * invitations that show as pending once created and go away once cancelled, resend, role changes,
 * member removal, rename, delete and the overview. `extra` adds or overrides handlers. Returns the
 * recorded requests and the live state.
 */
export function teamsServer(initial: Team[] = [annsFamily, adasFamily], extra: Record<string, Handler> = {}) {
  const state = { teams: initial.map((team) => ({ ...team })), nextInvitation: 10 };
  const find = (slug: string) => state.teams.find((team) => team.slug === slug);
  const update = (id: number, change: (team: Team) => Team) => {
    state.teams = state.teams.map((team) => (team.id === id ? change(team) : team));
  };
  const handlers: Record<string, Handler> = {
    'GET /teams/api/teams/': ({ url }) => {
      const slug = url.searchParams.get('slug');
      return [200, teamsAnswer(slug ? state.teams.filter((team) => team.slug === slug) : state.teams)];
    },
  };
  for (const team of state.teams) {
    const base = `/a/${team.slug}/team`;
    handlers[`POST ${base}/api/invitations/`] = ({ body }) => {
      const { email, role } = body as Pick<Invitation, 'email' | 'role'>;
      if (find(team.slug)?.invitations.some((i) => i.email === email)) {
        return refusal(`${email} has already been invited.`, 'already_invited');
      }
      const invitation = invitationFixture({ id: state.nextInvitation++, email, role });
      update(team.id, (current) => ({ ...current, invitations: [...current.invitations, invitation] }));
      return [201, invitation];
    };
    handlers[`PATCH /teams/api/teams/${team.id}/`] = ({ body }) => {
      update(team.id, (current) => ({ ...current, ...(body as { name: string }) }));
      return [200, find(team.slug)];
    };
    handlers[`DELETE /teams/api/teams/${team.id}/`] = () => {
      state.teams = state.teams.filter(({ id }) => id !== team.id);
      return [204, undefined];
    };
    handlers[`POST /teams/api/teams/${team.id}/switch/`] = () => {
      const chosen = state.teams.find(({ id }) => id === team.id);
      if (chosen) state.teams = [chosen, ...state.teams.filter(({ id }) => id !== team.id)];
      return [200, { status: 'success' }];
    };
    handlers[`GET ${base}/api/overview/`] = [
      200,
      teamsAnswer(
        team.members.map((member, index) =>
          overviewMemberFixture({
            user_id: member.user_id,
            display_name: member.display_name,
            role: member.role,
            protection_score: index === 0 ? 75 : 25,
            open_high_threats: index === 0 ? 0 : 3,
          }),
        ),
      ),
    ];
    for (const invitationId of [1, 2, 10, 11]) {
      handlers[`POST ${base}/invite/${invitationId}/`] = () => [200, invitationFixture({ id: invitationId })];
      handlers[`POST ${base}/invite/cancel/${invitationId}/`] = () => {
        update(team.id, (current) => ({
          ...current,
          invitations: current.invitations.filter(({ id }) => id !== invitationId),
        }));
        return [200, invitationFixture({ id: invitationId, status: 'cancelled' })];
      };
    }
    for (const member of team.members) {
      handlers[`PATCH ${base}/api/members/${member.id}/`] = ({ body }) => {
        const { role } = body as { role: 'admin' | 'member' };
        update(team.id, (current) => ({
          ...current,
          members: current.members.map((m) => (m.id === member.id ? { ...m, role } : m)),
        }));
        return [200, { ...member, role }];
      };
      handlers[`DELETE ${base}/api/members/${member.id}/`] = () => {
        if (member.user_id === ann.id) {
          state.teams = state.teams.filter(({ id }) => id !== team.id);
        } else {
          update(team.id, (current) => ({
            ...current,
            members: current.members.filter(({ id }) => id !== member.id),
          }));
        }
        return [204, undefined];
      };
    }
  }
  const requests = mockApi({ ...handlers, ...extra });
  return { requests, state };
}

/** The requests to `path` with `method`. */
export const requestsTo = <R extends { method: string; path: string }>(
  requests: R[],
  method: string,
  path: string,
) => requests.filter((r) => r.method === method && r.path === path);
