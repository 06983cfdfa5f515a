import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openToolDatabase } from '../db/open.js';
import { MIN_PASSWORD_LENGTH } from '@lifeguard/contracts/passwords';
import { DuplicateEmailError, createUsersService } from '../modules/users/service.js';
import { fail, runCli } from './run-cli.js';

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

runCli('createuser', main);
