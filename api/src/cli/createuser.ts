import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openToolDatabase } from '../db/open.js';
import { MIN_PASSWORD_LENGTH } from '@lifeguard/contracts/passwords';
import { DuplicateEmailError, createUsersService, type NewUser } from '../modules/users/service.js';
import { fail, runCli } from './run-cli.js';

const usage =
  'Usage: npm run createuser -w api -- --email E --password P [--superuser] [--first-name F --last-name L]\n' +
  '       npm run createuser -w api -- --stdin   (one JSON user a line: {"email", "password", ' +
  '"first_name"?, "last_name"?, "superuser"?})';

type UsersService = ReturnType<typeof createUsersService>;

/** What is wrong with `email` and `password` for a new account, or null. */
function problemOf(email: string, password: string): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'A valid email is required.';
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password is too short: it must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  return null;
}

/** Raised for a user that cannot be created, with the reason to print. */
class RefusedError extends Error {}

/**
 * Creates `user`. @throws RefusedError naming the problem (an invalid email, a short password,
 * an email taken).
 */
async function create(users: UsersService, user: NewUser & { password: string }) {
  const problem = problemOf(user.email, user.password);
  if (problem) throw new RefusedError(problem);
  try {
    return await users.create(user);
  } catch (error) {
    if (error instanceof DuplicateEmailError) {
      throw new RefusedError(`A user with email ${user.email} already exists.`);
    }
    throw error;
  }
}

/** The user a `--stdin` line describes. @throws Error when the line is no such object. */
function userOfLine(line: string): NewUser & { password: string } {
  const value = JSON.parse(line) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : undefined);
  return {
    email: text('email')?.trim() ?? '',
    password: text('password') ?? '',
    firstName: text('first_name'),
    lastName: text('last_name'),
    isSuperuser: value.superuser === true,
  };
}

/**
 * `--stdin`: creates a user for each line of standard input as it arrives, over one database
 * connection, and prints one JSON line for each, in order: `{"email", "id"}` or
 * `{"email", "error"}`. Exits at the end of the input: 0, or 1 when any line failed.
 */
async function createFromLines(users: UsersService): Promise<number> {
  let failed = false;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    let email = '';
    try {
      const user = userOfLine(line);
      email = user.email;
      console.log(JSON.stringify({ email, id: (await create(users, user)).id }));
    } catch (error) {
      failed = true;
      console.log(JSON.stringify({ email, error: error instanceof Error ? error.message : String(error) }));
    }
  }
  return failed ? 1 : 0;
}

/** Creates users, like Django's createsuperuser; works with the server up or down. */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      superuser: { type: 'boolean', default: false },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      stdin: { type: 'boolean', default: false },
    },
  });
  const user = {
    email: values.email?.trim() ?? '',
    password: values.password ?? '',
    firstName: values['first-name'],
    lastName: values['last-name'],
    isSuperuser: values.superuser,
  };
  if (!values.stdin) {
    const problem = problemOf(user.email, user.password);
    if (problem) return fail(`${problem}\n${usage}`);
  }
  const database = await openToolDatabase(loadConfig());
  try {
    const users = createUsersService(database.db);
    if (values.stdin) return await createFromLines(users);
    const created = await create(users, user);
    console.log(`Created ${created.isSuperuser ? 'superuser' : 'user'} ${created.email} (id ${created.id}).`);
    return 0;
  } catch (error) {
    if (error instanceof RefusedError) return fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

runCli('createuser', main);
