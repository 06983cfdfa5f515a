import { personalTeamName } from '@lifeguard/contracts/teams';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../users/schema.js';
import { memberships, teams, type TeamRow } from './schema.js';
import { insertTeamWithSlug } from './slugs.js';

/** What naming a personal family reads of its user. */
type Named = Pick<UserRow, 'id' | 'firstName' | 'email'>;

/**
 * Creates the personal family every account gets at creation (issue 13 "Teams and
 * invitations"): named `personalTeamName(firstName, email)` ("Ada's family"), with a unique
 * slug, the user its admin. Being the user's oldest membership, it is their current family
 * until they pick another. `db` is the transaction that inserts the user.
 */
export async function createPersonalTeam(db: Database, user: Named): Promise<TeamRow> {
  const team = await insertTeamWithSlug(db, personalTeamName(user.firstName, user.email));
  await db.insert(memberships).values({ teamId: team.id, userId: user.id, role: 'admin' });
  return team;
}

/**
 * Follows a change of the user's first name (registration's personal-info step, the profile):
 * their personal family (their oldest membership, as admin) is renamed to the new default name
 * when it still has the default name of `before` ("ada.l's family" from the email at sign-up).
 * A family the user renamed keeps its name; the slug never changes. `db` may be a transaction.
 */
export async function renameDefaultPersonalTeam(db: Database, before: Named, after: Named): Promise<void> {
  const oldName = personalTeamName(before.firstName, before.email);
  const newName = personalTeamName(after.firstName, after.email);
  if (oldName === newName) return;
  const [oldest] = await db
    .select({ teamId: memberships.teamId, role: memberships.role, name: teams.name })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, before.id))
    .orderBy(asc(memberships.joinedAt), asc(memberships.id))
    .limit(1);
  if (!oldest || oldest.role !== 'admin' || oldest.name !== oldName) return;
  await db
    .update(teams)
    .set({ name: newName })
    .where(and(eq(teams.id, oldest.teamId), eq(teams.name, oldName)));
}
