import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openToolDatabase } from '../db/open.js';
import { DEMO_ACCOUNT } from '../modules/demo/family.js';
import { seedDemo } from '../modules/demo/seed.js';
import { runCli } from './run-cli.js';

/**
 * `npm run seed:demo`: creates the demo family account (README "Demo account") if it does not
 * exist, with the server up or down, and prints how to sign in.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openToolDatabase(config);
  const app = await buildApp(config, { database, logger: false });
  try {
    await app.ready();
    const created = await seedDemo(app);
    console.log(
      `${created ? 'Created the' : 'The'} demo family account: sign in at ${config.publicUrl}/app/login ` +
        `as ${DEMO_ACCOUNT.email} with password ${DEMO_ACCOUNT.password}`,
    );
    return 0;
  } finally {
    await app.close();
    await database.close();
  }
}

runCli('seed:demo', main);
