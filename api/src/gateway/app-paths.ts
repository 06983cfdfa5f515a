import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Params = Record<string, string>;

/** A path segment as typed, re-encoded so it stays one segment of a relative Location. */
const segment = (value: string | undefined) => encodeURIComponent(value ?? '');

/**
 * The paths of spec 001 §2 typed into the address bar (issue 13), and the app route each one
 * opens under `/app/`.
 */
export const APP_PATHS: readonly { from: string; to: (params: Params) => string }[] = [
  { from: '/users/profile/', to: () => '/app/users/profile/' },
  { from: '/accounts/password/change/', to: () => '/app/accounts/password/change/' },
  { from: '/accounts/logout/', to: () => '/app/accounts/logout/' },
  { from: '/teams/create/', to: () => '/app/teams/create/' },
  { from: '/a/:slug/team/', to: ({ slug }) => `/app/a/${segment(slug)}/team/` },
  { from: '/a/:slug/', to: ({ slug }) => `/app/a/${segment(slug)}/` },
  { from: '/dashboard/', to: () => '/app/project-dashboard' },
  { from: '/support/', to: () => '/app/support' },
  { from: '/admin/dehashed/darkwebscan/:id/change/', to: ({ id }) => `/app/admin/scans/${segment(id)}` },
  { from: '/teams/invitation/:id/', to: ({ id }) => `/app/teams/invitation/${segment(id)}` },
];

/**
 * Server paths into the app (spec 001 §2 route table; issue 13): a GET or HEAD of each of
 * {@link APP_PATHS} answers 302 to its app route, keeping the query string (an invitation's
 * `?key=`). The Location is a relative path, never built from the Host header. The app's own
 * guards decide who may see the page (sign-in, superusers).
 */
async function appPaths(app: FastifyInstance) {
  for (const { from, to } of APP_PATHS) {
    app.get(from, (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`${to(request.params as Params)}${query < 0 ? '' : request.url.slice(query)}`);
    });
  }
}

export default fp(appPaths, { name: 'app-paths', encapsulate: true });
