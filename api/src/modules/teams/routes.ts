import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { signedInRoutes } from '../../plugins/authenticate.js';
import familyRoutes from './routes/family.js';
import invitationRoutes from './routes/invitations.js';
import teamRoutes from './routes/teams.js';

/**
 * Family endpoints (spec 001 §7 Teams; issue 13): `/teams/api/teams/...` and the Team Settings
 * calls under `/a/{slug}/team/`, all signed in (allauth's 401 before CSRF and input are looked
 * at); the invitation preview `/teams/api/invitations/{id}/` also answers visitors.
 */
const teamsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signedInRoutes('signed-in-team-routes', teamRoutes, familyRoutes));
  await app.register(invitationRoutes);
};

export default fp(teamsRoutes, { name: 'teams-routes', encapsulate: true });
