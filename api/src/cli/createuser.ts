import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DatabaseLockedError } from '../db/embedded.js';
import { openToolDatabase } from '../db/open.js';
import { MIN_PASSWORD_LENGTH } from '../modules/users/passwords.js';
import { DuplicateEmailError, createUsersService } from '../modules/users/service.js';

const usage =
  'Usage: npm run createuser -w api -- --email E --password P [--superuser] [--first-name F --last-name L]';

/** Creates a user, like Django's createsuperuser; works with the server up or down. */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      superuser: { type: 'boolean', default: false },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const email = values.email?.trim() ?? '';
  const password = values.password ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(`A valid --email is required.\n${usage}`);
  if (password.length < MIN_PASSWORD_LENGTH) {
    return fail(`The password is too short: it must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const database = await openToolDatabase(loadConfig());
  try {
    const user = await createUsersService(database.db).create({
      email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
      isSuperuser: values.superuser,
    });
    console.log(`Created ${user.isSuperuser ? 'superuser' : 'user'} ${user.email} (id ${user.id}).`);
    return 0;
  } catch (error) {
    if (error instanceof DuplicateEmailError) return fail(`A user with email ${email} already exists.`);
    throw error;
  } finally {
    await database.close();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseLockedError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `createuser failed: ${message}`);
    process.exit(1);
  },
);
