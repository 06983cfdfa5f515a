import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { DeliveryError, deliverMessages } from '../modules/oidc/dev-provider/gmail/deliver.js';
import { InvalidMailboxError, mailboxDir } from '../modules/oidc/dev-provider/gmail/mailbox-dir.js';
import { fail, runCli } from './run-cli.js';

const usage = 'Usage: npm run mail:deliver -- --to EMAIL FILE.eml [FILE2.eml ...]';

/**
 * `npm run mail:deliver`: delivers RFC 5322 files to the offline Gmail stand-in's mailbox of
 * `--to` (issue 14 "Offline default"), picked up by the next sync. Only writes files under
 * DATA_DIR/gmail/, so it works with the server up or down. Relative paths are read from the
 * directory npm was started in.
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { to: { type: 'string' } },
    allowPositionals: true,
  });
  if (!values.to) return fail(`--to EMAIL is required.\n${usage}`);
  if (positionals.length === 0) return fail(`Name at least one .eml file.\n${usage}`);
  const files = positionals.map((file) => resolve(process.env.INIT_CWD ?? '.', file));
  const { dataDir } = loadConfig();
  try {
    const delivered = await deliverMessages(dataDir, values.to, files);
    for (const { source, name } of delivered) console.log(`Delivered ${source} as ${name}`);
    console.log(`${delivered.length} message(s) delivered to ${mailboxDir(dataDir, values.to)}`);
    return 0;
  } catch (error) {
    if (error instanceof DeliveryError || error instanceof InvalidMailboxError) return fail(error.message);
    throw error;
  }
}

runCli('mail:deliver', main);
