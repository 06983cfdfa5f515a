import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { repoRoot } from '../../config/env.js';
import { configuredBuilds } from '../../gateway/builds.js';
import { devOverrideOf } from './dev-override.js';
import { createLoadReports, type LoadReports } from './loads.js';
import { createRemoteRegistry, type RemoteRegistry } from './registry.js';
import type { Viewer } from './resolve.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live remote registry (issue 34 items 2–3). */
    remoteRegistry: RemoteRegistry;
    /** Browsers' load reports and the canary rule (issue 34 item 4). */
    remoteLoads: LoadReports;
    /** Who loads this page, for the registry it gets: user id and a superuser's developer override. */
    remoteViewer(request: FastifyRequest): Promise<Viewer>;
  }
}

/**
 * Domain plugin decorating `app.remoteRegistry`, `app.remoteLoads` and `app.remoteViewer`, over
 * the builds the configuration names (APPS_DIR's, else the repository's) and REMOTE_<NAME>_*.
 */
export default fp(
  async (app: FastifyInstance) => {
    const builds = configuredBuilds(app.config, repoRoot);
    const registry = createRemoteRegistry(app.db, builds, app.config.remotes);
    app.decorate('remoteRegistry', registry);
    app.decorate('remoteLoads', createLoadReports(registry, app.config.remoteCanary));
    app.decorate('remoteViewer', async (request: FastifyRequest): Promise<Viewer> => {
      const current = await request.currentSession();
      return {
        userId: current?.user.id ?? null,
        devOverride: devOverrideOf(request, app.config.secretKey, current),
      };
    });
  },
  { name: 'remote-registry', dependencies: ['db', 'session'] },
);
