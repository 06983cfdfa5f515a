import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { openServerDatabase } from '../db/open.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL). */
    db: Database;
  }
}

export type DbPluginOptions = {
  config: Config;
  /** An already open, migrated database owned by the caller (tests, bench). */
  database?: DatabaseHandle;
};

/** Decorates `app.db`; opens (and on close releases) the configured database when none is given. */
export default fp<DbPluginOptions>(
  async (app, { config, database }) => {
    const handle = database ?? (await openServerDatabase(config));
    app.decorate('db', handle.db);
    if (!database) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
