import { describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@lifeguard/shared/store/make-store';
import { acceptInvitationApi } from '@lifeguard/shared/teams/accept-invitation';
import { cancelInvitationApi } from '@lifeguard/shared/teams/cancel-invitation';
import { createInvitationApi } from '@lifeguard/shared/teams/create-invitation';
import { createTeamApi } from '@lifeguard/shared/teams/create-team';
import { deleteTeamApi } from '@lifeguard/shared/teams/delete-team';
import { getFamilyOverviewApi } from '@lifeguard/shared/teams/get-family-overview';
import { getTeamsApi } from '@lifeguard/shared/teams/get-teams';
import { removeMemberApi } from '@lifeguard/shared/teams/remove-member';
import { resendInvitationApi } from '@lifeguard/shared/teams/resend-invitation';
import { switchTeamApi } from '@lifeguard/shared/teams/switch-team';
import { findMemberTeam, selectTeams, splitTeams } from '@lifeguard/shared/teams/team-selectors';
import { updateMemberApi } from '@lifeguard/shared/teams/update-member';
import { updateTeamApi } from '@lifeguard/shared/teams/update-team';
import { useTeams } from '@lifeguard/shared/teams/use-teams';
import { mockApi, type RecordedRequest } from '@lifeguard/shared/testing/mock-api';
import {
  invitationFixture,
  overviewMemberFixture,
  teamFixture,
  teamsAnswer,
} from '@lifeguard/shared/testing/team-fixtures';

const ann = teamFixture({ id: 1, slug: 'anns-family', name: "Ann's family" });
const ada = teamFixture({ id: 2, slug: 'adas-family', name: "Ada's family", is_admin: false });
const lee = teamFixture({ id: 3, slug: 'lees-family', name: "Lee's family" });

const LIST = '/teams/api/teams/';
const OVERVIEW = '/a/anns-family/team/api/overview/';

const count = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).length;

describe('the team store rules (spec 001 §4 Teams)', () => {
  it('makes the first family current and the rest other teams', () => {
    expect(splitTeams([ann, ada, lee])).toEqual({ currentTeam: ann, otherTeams: [ada, lee] });
    expect(splitTeams([ada])).toEqual({ currentTeam: ada, otherTeams: [] });
  });

  it('has no current team for an empty or not yet loaded list', () => {
    expect(splitTeams([])).toEqual({ currentTeam: null, otherTeams: [] });
    expect(splitTeams(undefined)).toEqual({ currentTeam: null, otherTeams: [] });
  });

  it('checks membership by comparing the slug with the current and other teams (spec 001 §6)', () => {
    const split = splitTeams([ann, ada]);
    expect(findMemberTeam(split, 'anns-family')).toBe(ann);
    expect(findMemberTeam(split, 'adas-family')).toBe(ada);
    expect(findMemberTeam(split, 'lees-family')).toBeNull();
    expect(findMemberTeam(splitTeams([]), 'anns-family')).toBeNull();
  });
});

describe('the team store (spec 001 §4 Teams, §7)', () => {
  it('reads the list envelope, tracks loading, and narrows by ?slug=', async () => {
    const queries: string[] = [];
    mockApi({
      [`GET ${LIST}`]: ({ url }) => {
        queries.push(url.search);
        return [200, teamsAnswer(url.search ? [ada] : [ann, ada, lee])];
      },
    });
    const store = makeStore();
    const loading = store.dispatch(getTeamsApi.endpoints.getTeams.initiate());
    expect(selectTeams(store.getState()).isLoading).toBe(true);
    await loading;
    expect(selectTeams(store.getState())).toEqual({
      currentTeam: ann,
      otherTeams: [ada, lee],
      isLoading: false,
      error: null,
    });
    const bySlug = await store.dispatch(getTeamsApi.endpoints.getTeams.initiate({ slug: 'adas-family' }));
    expect(bySlug.data).toEqual([ada]);
    expect(queries).toEqual(['', '?slug=adas-family']);
    loading.unsubscribe();
  });

  it("keeps a failed load's error as the shared normalised error, and no current team", async () => {
    mockApi({
      [`GET ${LIST}`]: [
        503,
        { status: 'error', errors: [{ message: 'Families are unavailable.', code: 'unavailable' }] },
      ],
    });
    const store = makeStore();
    await store.dispatch(getTeamsApi.endpoints.getTeams.initiate());
    expect(selectTeams(store.getState())).toEqual({
      currentTeam: null,
      otherTeams: [],
      isLoading: false,
      error: { message: 'Families are unavailable.', code: 'unavailable', param: 'general' },
    });
  });

  it('answers the split through useTeams() for a component', async () => {
    mockApi({ [`GET ${LIST}`]: [200, teamsAnswer([ada, ann])] });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const { result } = renderHook(() => useTeams(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.currentTeam).toEqual(ada);
    expect(result.current.otherTeams).toEqual([ann]);
    expect(result.current.error).toBeNull();
  });
});

/** A store subscribed to the list and to Ann's family overview, as Team Settings is. */
async function subscribedStore(requests: RecordedRequest[]): Promise<AppStore> {
  const store = makeStore();
  await store.dispatch(getTeamsApi.endpoints.getTeams.initiate());
  await store.dispatch(getFamilyOverviewApi.endpoints.getFamilyOverview.initiate('anns-family'));
  expect(count(requests, 'GET', LIST)).toBe(1);
  return store;
}

describe('what reloads after a change (spec 001 §4 Teams)', () => {
  const handlers: Record<string, [number, unknown]> = {
    [`GET ${LIST}`]: [200, teamsAnswer([ann, ada])],
    [`GET ${OVERVIEW}`]: [200, teamsAnswer([overviewMemberFixture()])],
  };

  it.each([
    [
      'creating a family',
      `POST ${LIST}`,
      [201, ann],
      (store: AppStore) =>
        store.dispatch(createTeamApi.endpoints.createTeam.initiate({ name: "Ann's family" })),
      { name: "Ann's family" },
    ],
    [
      'deleting a family',
      'DELETE /teams/api/teams/1/',
      [204, undefined],
      (store: AppStore) =>
        store.dispatch(deleteTeamApi.endpoints.deleteTeam.initiate({ id: 1, slug: 'anns-family' })),
      undefined,
    ],
    [
      'switching family',
      'POST /teams/api/teams/2/switch/',
      [200, { status: 'success' }],
      (store: AppStore) => store.dispatch(switchTeamApi.endpoints.switchTeam.initiate(2)),
      undefined,
    ],
    [
      'renaming a family',
      'PATCH /teams/api/teams/1/',
      [200, { ...ann, name: 'The Lees' }],
      (store: AppStore) =>
        store.dispatch(updateTeamApi.endpoints.updateTeam.initiate({ id: 1, name: 'The Lees' })),
      { name: 'The Lees' },
    ],
    [
      'inviting',
      'POST /a/anns-family/team/api/invitations/',
      [201, invitationFixture()],
      (store: AppStore) =>
        store.dispatch(
          createInvitationApi.endpoints.createInvitation.initiate({
            slug: 'anns-family',
            email: 'bob@example.com',
            role: 'member',
            team: 1,
          }),
        ),
      { email: 'bob@example.com', role: 'member', team: 1 },
    ],
    [
      'resending an invitation',
      'POST /a/anns-family/team/invite/4/',
      [200, invitationFixture({ id: 4 })],
      (store: AppStore) =>
        store.dispatch(
          resendInvitationApi.endpoints.resendInvitation.initiate({ slug: 'anns-family', teamId: 1, id: 4 }),
        ),
      undefined,
    ],
    [
      'cancelling an invitation',
      'POST /a/anns-family/team/invite/cancel/4/',
      [200, invitationFixture({ id: 4, status: 'cancelled' })],
      (store: AppStore) =>
        store.dispatch(
          cancelInvitationApi.endpoints.cancelInvitation.initiate({ slug: 'anns-family', teamId: 1, id: 4 }),
        ),
      undefined,
    ],
    [
      'accepting an invitation',
      'POST /teams/api/invitations/7/accept/',
      [200, { status: 'success', team: ada }],
      (store: AppStore) =>
        store.dispatch(
          acceptInvitationApi.endpoints.acceptInvitation.initiate({ id: 7, key: 'k'.repeat(32) }),
        ),
      { key: 'k'.repeat(32) },
    ],
  ] as const)('reloads the list after %s', async (_what, route, answer, act, body) => {
    const requests = mockApi({ ...handlers, [route]: answer as [number, unknown] });
    const store = await subscribedStore(requests);
    await act(store);
    const [method, path] = route.split(' ') as [string, string];
    expect(requests.find((r) => r.method === method && r.path === path)?.body).toEqual(body);
    await waitFor(() => expect(count(requests, 'GET', LIST)).toBe(2));
  });

  it.each([
    [
      'changing a role',
      'PATCH /a/anns-family/team/api/members/5/',
      (store: AppStore) =>
        store.dispatch(
          updateMemberApi.endpoints.updateMember.initiate({
            slug: 'anns-family',
            teamId: 1,
            id: 5,
            role: 'admin',
          }),
        ),
    ],
    [
      'removing a member or leaving',
      'DELETE /a/anns-family/team/api/members/5/',
      (store: AppStore) =>
        store.dispatch(
          removeMemberApi.endpoints.removeMember.initiate({ slug: 'anns-family', teamId: 1, id: 5 }),
        ),
    ],
  ] as const)('reloads the list and the family overview after %s', async (_what, route, act) => {
    const requests = mockApi({ ...handlers, [route]: [200, {}] });
    const store = await subscribedStore(requests);
    await act(store);
    await waitFor(() => expect(count(requests, 'GET', LIST)).toBe(2));
    await waitFor(() => expect(count(requests, 'GET', OVERVIEW)).toBe(2));
  });
});
