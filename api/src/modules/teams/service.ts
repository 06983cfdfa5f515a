import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { createTeamsContext, type TeamsDependencies } from './context.js';
import { familyActions } from './family-service.js';
import { invitationActions } from './invitation-service.js';
import { memberActions } from './member-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    teams: TeamsService;
  }
}

/**
 * Families, memberships and invitations (spec 001 §3 Team, §4 Teams, §6, §7; issue 13 "Teams and
 * invitations"): the families (family-service.ts), their invitations (invitation-service.ts)
 * and members (member-service.ts) over one repository. Every method takes the signed-in user; a
 * family they are not a member of is 404 (as if it did not exist), an admin action by a member
 * 403 (access.ts). Roles are `admin` and `member`; a family always keeps an admin while it has
 * members.
 */
export function createTeamsService(db: Database, deps: TeamsDependencies) {
  const context = createTeamsContext(db, deps);
  return { ...familyActions(context), ...invitationActions(context), ...memberActions(context) };
}

export type TeamsService = ReturnType<typeof createTeamsService>;

/** Domain plugin decorating `app.teams`; scores read `app.integrations`, mail goes by `app.mailer`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'teams',
      createTeamsService(app.db, {
        mailer: app.mailer,
        invitationLink: (id, key) => app.frontendUrl('teamInvitation', { id, key }),
        integrationsOf: (userId) => app.integrations.list(userId),
      }),
    );
  },
  { name: 'teams', dependencies: ['db', 'mailer', 'origin', 'integrations'] },
);
