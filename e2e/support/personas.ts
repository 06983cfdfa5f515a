/**
 * The personas of the browser suites (issue 29): the demo family (`npm start` seeds it) and a
 * superuser, each signed in once by the `personas` setup project (setup/personas.setup.ts),
 * which saves their storage state (the session and CSRF cookies) for the tests to start from.
 * A test that changes a persona's session (signs out, impersonates) signs in on its own instead.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settings } from './fixtures';
import { DEMO_USER, type TestUser } from './product';

export type Persona = 'demo' | 'superuser';

/** This run's persona files, beside its DATA_DIR's own. */
const DIR = join(settings.dataDir, 'e2e-personas');

/** The storage state file of `persona` (`test.use({ storageState: personaState('demo') })`). */
export const personaState = (persona: Persona) => join(DIR, `${persona}.state.json`);

/** The account of `persona`: the demo family's, or the superuser the setup project made. */
export function personaAccount(persona: Persona): TestUser {
  if (persona === 'demo') return { ...DEMO_USER, firstName: 'Sam', lastName: 'Rivera' };
  const file = join(DIR, `${persona}.account.json`);
  if (!existsSync(file)) throw new Error(`No ${persona} persona: run the 'personas' setup project first`);
  return JSON.parse(readFileSync(file, 'utf8')) as TestUser;
}

/** Keeps the account of the superuser persona for the tests (setup project only). */
export function savePersonaAccount(persona: Persona, account: TestUser): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(join(DIR, `${persona}.account.json`), JSON.stringify(account));
}
