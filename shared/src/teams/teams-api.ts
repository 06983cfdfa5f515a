import { api } from '@lifeguard/shared/api/api-slice';

/**
 * The one api slice, on which the family endpoints are injected (spec 001 §4 Teams, issue 13).
 * Its tags, declared with the slice: `Team` tags the list (`id: 'LIST'`) and each family in it
 * (by id), `FamilyOverview` an admin's overview of a family (by slug), `Invitation` an
 * invitation's preview (by id). The list carries each family's members and invitations, so
 * "reload the team" is invalidating that family's tag, which refetches the list holding it.
 */
export const teamsApi = api;

/** The whole list: its order (current first) or its length changes. */
export const TEAM_LIST = { type: 'Team', id: 'LIST' } as const;

/** One family of the list: its name, members or invitations change. */
export const teamTag = (id: number) => ({ type: 'Team', id }) as const;

/** An admin's family overview (protection scores, open threat counts) of the family `slug`. */
export const overviewTag = (slug: string) => ({ type: 'FamilyOverview', id: slug }) as const;

/** The accept page's preview of the invitation `id`. */
export const invitationTag = (id: number) => ({ type: 'Invitation', id }) as const;
