import type { Database } from '../../db/database.js';
import { createFamilyRepository } from './family-repository.js';
import { createInvitationRepository } from './invitation-repository.js';
import { createMemberRepository } from './member-repository.js';

/**
 * The `teams`, `memberships` and `invitations` tables (schema.ts) as one repository: the
 * families (family-repository.ts), their members (member-repository.ts) and invitations
 * (invitation-repository.ts) over the same `db`, which may be a transaction, so that the
 * service changes all three at once. Permission checks are the service's.
 */
export function createTeamsRepository(db: Database) {
  return {
    ...createFamilyRepository(db),
    ...createMemberRepository(db),
    ...createInvitationRepository(db),
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
