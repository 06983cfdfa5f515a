import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { impersonationAudit } from '../../../src/modules/admin/schema.js';
import type { UserRow } from '../../../src/modules/users/schema.js';
import { uniqueEmail } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';

export const DASHBOARD = '/api/admin/dashboard/';
export const USERS = '/api/admin/users/';
export const IMPERSONATION = '/api/admin/impersonation/';
export const AUDIT = '/api/admin/impersonation/audit/';
export const scanPage = (id: number | string) => `/api/admin/scans/${id}/`;
export const DETAIL = '/users/api/user/detail/';
export const SESSION = '/_allauth/browser/v1/auth/session';

export const PASSWORD = 'Password-123';

type Person = { superuser?: boolean; firstName?: string; lastName?: string; email?: string };

/** A new user with {@link PASSWORD}, signed in through allauth's login in a new browser. */
export async function signedIn(app: App, person: Person = {}): Promise<{ user: UserRow; browser: Browser }> {
  const user = await app.users.create({
    email: person.email ?? uniqueEmail(person.superuser ? 'root' : 'user'),
    password: PASSWORD,
    firstName: person.firstName,
    lastName: person.lastName,
    isSuperuser: person.superuser,
  });
  const browser = new Browser(app);
  const res = await browser.login(user.email, PASSWORD);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}`);
  return { user, browser };
}

/** A user who is not signed in anywhere. */
export const someone = (app: App, person: Person = {}) =>
  app.users.create({
    email: person.email ?? uniqueEmail('target'),
    firstName: person.firstName,
    lastName: person.lastName,
    isSuperuser: person.superuser,
  });

/** `browser` (a superuser's) starts impersonating `userId`. */
export const impersonate = (browser: Browser, userId: number, reason = 'Support ticket 42') =>
  browser.post(IMPERSONATION, { user_id: userId, reason });

/**
 * A superuser signed in and impersonating a new user (who has no password, as a Google-only
 * account or one at registration step 1 has): the superuser's user and browser, and the target.
 */
export async function impersonationUnderWay(app: App) {
  const admin = await signedIn(app, { superuser: true });
  const target = await someone(app);
  expect((await impersonate(admin.browser, target.id)).statusCode).toBe(200);
  return { ...admin, target };
}

/** `browser` presses Stop. */
export const stop = (browser: Browser) => browser.request({ method: 'DELETE', url: IMPERSONATION });

/** The audit rows naming `superuserId`, oldest first. */
export const auditOf = (app: App, superuserId: number) =>
  app.db
    .select()
    .from(impersonationAudit)
    .where(eq(impersonationAudit.superuserId, superuserId))
    .orderBy(impersonationAudit.id);
