import type { Database } from '../../db/database.js';
import type { Mailer } from '../../plugins/mailer.js';
import type { TeamWithRole } from './family-repository.js';
import type { TeamDetail } from './present.js';
import { createTeamsRepository, type TeamsRepository } from './repository.js';

/** What the service needs besides the database. */
export type TeamsDependencies = {
  mailer: Pick<Mailer, 'send'>;
  /** The accept link of an invitation: `app.frontendUrl('teamInvitation', {id, key})` (issue 16 §7). */
  invitationLink: (id: number, key: string) => string;
  /** A user's integrations, for their protection score (app.integrations.list). */
  integrationsOf: (userId: number) => Promise<{ type: string; isActive: boolean; isConfigured: boolean }[]>;
  /** The clock of invitation expiry; tests move it. */
  now?: () => Date;
};

/**
 * What the families', invitations' and members' parts of the teams service share (service.ts):
 * the repository, its transactions, the clock, the dependencies, and the families as answers
 * read them ({@link TeamDetail}: with members and, for admins, open invitations).
 */
export function createTeamsContext(db: Database, deps: TeamsDependencies) {
  const repository = createTeamsRepository(db);

  /** The families of `rows` with members and (for admins) their open invitations. */
  async function details(rows: TeamWithRole[]): Promise<TeamDetail[]> {
    const ids = rows.map((row) => row.team.id);
    const adminIds = rows.filter((row) => row.membership.role === 'admin').map((row) => row.team.id);
    const [members, invitations] = await Promise.all([
      repository.members(ids),
      repository.openInvitations(adminIds),
    ]);
    return rows.map((row) => ({
      ...row,
      members: members.filter((m) => m.membership.teamId === row.team.id),
      invitations: invitations.filter((i) => i.invitation.teamId === row.team.id),
    }));
  }

  return {
    repository,
    deps,
    now: deps.now ?? (() => new Date()),
    /** Runs `work` in one transaction with a repository over it. */
    inTransaction: <T>(work: (repo: TeamsRepository) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(createTeamsRepository(tx))),
    details,
    /** One family as {@link details} reads it. */
    detail: async (row: TeamWithRole): Promise<TeamDetail> => (await details([row]))[0]!,
  };
}

export type TeamsContext = ReturnType<typeof createTeamsContext>;
