import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openToolDatabase } from '../db/open.js';
import { DEMO_ACCOUNT } from '../modules/demo/family.js';
import { fillDemoMailbox } from '../modules/demo/mailbox.js';
import { seedDemo } from '../modules/demo/seed.js';
import { DeliveryError } from '../modules/oidc/dev-provider/gmail/deliver.js';
import { runCli } from './run-cli.js';

/**
 * `npm run seed:demo`: creates the demo family account (README "Demo account") if it does not
 * exist, with the server up or down, and prints how to sign in; then fills its offline Gmail
 * mailbox with scams and ordinary mail, each message once (issue 14).
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
    await fillDemoMailbox(config.dataDir).then(
      ({ added, present }) =>
        console.log(`Demo Gmail mailbox: ${added.length} message(s) added, ${present} there already.`),
      (error: unknown) => {
        // The account is there: a bad message file is worth a warning, not a failed seed.
        if (!(error instanceof DeliveryError)) throw error;
        console.warn(`The demo Gmail mailbox was not filled: ${error.message}`);
      },
    );
    return 0;
  } finally {
    await app.close();
    await database.close();
  }
}

runCli('seed:demo', main);
