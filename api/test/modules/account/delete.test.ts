import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { impersonationAudit } from '../../../src/modules/admin/schema.js';
import { agentExecutions } from '../../../src/modules/agents/schema.js';
import { darkWebScans } from '../../../src/modules/darkweb/schema.js';
import { invitations, memberships, teams } from '../../../src/modules/teams/schema.js';
import { extensionTokenFamilies } from '../../../src/modules/tokens/schema.js';
import { sessions, users } from '../../../src/modules/users/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';
import { consentUrl } from '../email-protection/email-helpers.js';
import { tokenRequest } from '../oidc/dev-provider/gmail/stand-in.js';
import {
  DELETE,
  DETAIL,
  PASSWORD,
  join,
  personalFamily,
  roleIn,
  seedEverything,
  signInAs,
  signedInWithPassword,
} from './account-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000', DARKWEB_SCAN_RATE_LIMIT: '1000' });

const deleteAccount = (browser: Browser, body?: object) =>
  browser.request({ method: 'POST', url: DELETE, ...(body ? { payload: body } : {}) });

const exists = async (userId: number) =>
  (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The mails written to DATA_DIR/mail for `email`. */
async function mailsTo(email: string): Promise<string[]> {
  await ctx.app.mailer.drain();
  const dir = joinPath(ctx.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(joinPath(dir, file), 'utf8'));
}

/** A user without a password, signed in with Google `ageMs` ago. */
async function googleUser(ageMs: number) {
  const user = await ctx.app.users.create({ email: uniqueEmail('google'), firstName: 'Grace' });
  const browser = new Browser(ctx.app);
  await signInAs(ctx.app, browser, user.id, 'google', ageMs);
  return { user, browser };
}

describe('POST /users/api/user/delete/ refusals', () => {
  it('refuses signed out (401), then without CSRF token (403), then a bad body (400)', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: DELETE, badBody: { password: 5 } });
    expect(await exists(user.id)).toBe(true);
  });

  it('answers 400 incorrect_password for a wrong or missing password, deleting nothing', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    for (const body of [{ password: 'Wrong-password-1' }, {}, undefined]) {
      const res = await deleteAccount(browser, body);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          status: 'error',
          errors: [{ message: 'Incorrect password.', code: 'incorrect_password', param: 'password' }],
        },
      ]);
    }
    expect(await exists(user.id)).toBe(true);
    expect((await browser.get(DETAIL)).statusCode).toBe(200);
  });

  it('asks a Google-only account for a fresh Google sign-in (over 10 minutes old: 400)', async () => {
    const { user, browser } = await googleUser(11 * 60_000);
    for (const body of [undefined, {}, { password: 'anything-at-all' }]) {
      const res = await deleteAccount(browser, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { message: expect.stringMatching(/sign in with Google again/), code: 'reauthentication_required' },
      ]);
    }
    expect(await exists(user.id)).toBe(true);
  });

  it('refuses a Google-only account whose session did not start with Google', async () => {
    const user = await ctx.app.users.create({ email: uniqueEmail('nopassword') });
    const browser = new Browser(ctx.app);
    await signInAs(ctx.app, browser, user.id, 'password');
    const res = await deleteAccount(browser);
    expect(res.json().errors[0].code).toBe('reauthentication_required');
    expect(await exists(user.id)).toBe(true);
  });

  it("refuses the last admin of a family with other members, naming it, until there's another admin", async () => {
    const { user, browser } = await signedInWithPassword(ctx.app, 'Ada');
    const family = await personalFamily(ctx.app, user.id);
    const relative = await signedInWithPassword(ctx.app, 'Byron');
    await join(ctx.app, family.id, relative.user.id);

    const refused = await deleteAccount(browser, { password: PASSWORD });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        status: 'error',
        errors: [
          { message: "Make someone else an admin of Ada's family, or delete it, first.", code: 'last_admin' },
        ],
      },
    ]);
    expect(await exists(user.id)).toBe(true);
    expect(await roleIn(ctx.app, family.id, user.id)).toBe('admin');

    await ctx.app.db
      .update(memberships)
      .set({ role: 'admin' })
      .where(and(eq(memberships.teamId, family.id), eq(memberships.userId, relative.user.id)));
    expect((await deleteAccount(browser, { password: PASSWORD })).statusCode).toBe(200);
    // The family stays with its other member.
    expect(await ctx.app.db.select().from(teams).where(eq(teams.id, family.id))).toHaveLength(1);
    expect(await roleIn(ctx.app, family.id, relative.user.id)).toBe('admin');
    expect(await roleIn(ctx.app, family.id, user.id)).toBeUndefined();
  });

  it('answers 403 while a superuser impersonates the user', async () => {
    const superuser = await ctx.app.users.create({ email: uniqueEmail('root'), isSuperuser: true });
    const { user, browser } = await signedInWithPassword(ctx.app);
    await ctx.app.db
      .update(sessions)
      .set({ impersonatorId: superuser.id, impersonationEndsAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const res = await deleteAccount(browser, { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'impersonating' }] });
    expect(await exists(user.id)).toBe(true);
  });

  it('answers 429 past 5 attempts a minute, even with the right password', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    for (let i = 0; i < 5; i++)
      expect((await deleteAccount(browser, { password: 'nope-nope-1' })).statusCode).toBe(400);
    const res = await deleteAccount(browser, { password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'rate_limited' }] });
    expect(await exists(user.id)).toBe(true);
  });
});

describe('POST /users/api/user/delete/', () => {
  it('deletes a Google-only account signed in within 10 minutes, without a password', async () => {
    const { user, browser } = await googleUser(9 * 60_000);
    const res = await deleteAccount(browser);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'success' }]);
    expect(await exists(user.id)).toBe(false);
  });

  it('deletes every row of the user in every table, keeps everyone else’s, signs out and mails', async () => {
    // Z's family is where X and Y are plain members; X and Y each get a row in every table.
    const z = await signedInWithPassword(ctx.app, 'Zoe');
    const zFamily = await personalFamily(ctx.app, z.user.id);
    const x = await signedInWithPassword(ctx.app, 'Xavier');
    const y = await signedInWithPassword(ctx.app, 'Yasmin');
    const seeded = await seedEverything(ctx.app, x.browser, x.user, zFamily.id);
    await seedEverything(ctx.app, y.browser, y.user, zFamily.id);
    // A second browser of X, and an impersonation of Y by X (a superuser's own session kept aside).
    await signInAs(ctx.app, new Browser(ctx.app), x.user.id, 'password');
    await signInAs(ctx.app, new Browser(ctx.app), y.user.id, 'password');
    await ctx.app.db
      .update(sessions)
      .set({ impersonatorId: x.user.id })
      .where(and(eq(sessions.userId, y.user.id), eq(sessions.method, 'password')));
    await signInAs(ctx.app, y.browser, y.user.id, 'password');
    // A Gmail consent flow left unfinished in each one's browser.
    await consentUrl(x.browser);
    await consentUrl(y.browser);

    const xFamily = await personalFamily(ctx.app, x.user.id);
    const scanIds = (
      await ctx.app.db.select().from(darkWebScans).where(eq(darkWebScans.userId, x.user.id))
    ).map((r) => r.id);
    const executionIds = (
      await ctx.app.db.select().from(agentExecutions).where(eq(agentExecutions.userId, x.user.id))
    ).map((r) => r.id);
    const tokenFamilyIds = (
      await ctx.app.db
        .select()
        .from(extensionTokenFamilies)
        .where(eq(extensionTokenFamilies.userId, x.user.id))
    ).map((r) => r.id);
    expect([scanIds.length, executionIds.length, tokenFamilyIds.length]).toEqual([1, 1, 1]);
    const gmailToken = await ctx.app.emailProtection.openToken(
      (await ctx.app.emailProtection.find(x.user.id))!,
    );

    const res = await deleteAccount(x.browser, { password: PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'success' }]);
    const cleared = res.cookies.find((c) => c.name === 'sessionid');
    expect(cleared?.value).toBe('');

    // Every column with a foreign key to users: no row of X remains; Y's rows are all there.
    const userColumns = await rows<{ table_name: string; column_name: string }>(sql`
      SELECT cl.relname AS table_name, a.attname AS column_name
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'public.users'::regclass`);
    const named = userColumns.map((c) => `${c.table_name}.${c.column_name}`);
    // The list the schema files name today, so the query above is known to find them all.
    expect(named).toEqual(
      expect.arrayContaining([
        'sessions.user_id',
        'sessions.impersonator_id',
        'social_accounts.user_id',
        'phone_verifications.user_id',
        'dark_web_scans.user_id',
        'integrations.user_id',
        'extension_heartbeats.user_id',
        'threat_events.user_id',
        'action_items.user_id',
        'notifications.user_id',
        'threat_feedback.user_id',
        'uninstall_feedback.user_id',
        'support_requests.user_id',
        'support_requests.answered_by',
        'analytics_events.user_id',
        'password_reset_keys.user_id',
        'mobile_auth_codes.user_id',
        'extension_token_families.user_id',
        'agent_executions.user_id',
        'memberships.user_id',
        'invitations.invited_by',
        'invitations.accepted_by',
        'avatars.user_id',
        'gmail_connections.user_id',
        'gmail_analysed_messages.user_id',
        'gmail_oauth_states.user_id',
        'mfa_lockouts.user_id',
        'impersonation_audit.superuser_id',
        'impersonation_audit.user_id',
        'remote_registry_audit.actor_id',
      ]),
    );
    const count = async (table: string, column: string, userId: number) => {
      const [row] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`,
      );
      return row!.n;
    };
    for (const { table_name: table, column_name: column } of userColumns) {
      expect([`${table}.${column}`, await count(table, column, x.user.id)]).toEqual([
        `${table}.${column}`,
        0,
      ]);
      // Columns only a superuser's actions fill (an impersonation, a change of the remote registry).
      const superusersOnly = [
        'sessions.impersonator_id',
        'impersonation_audit.superuser_id',
        'remote_registry_audit.actor_id',
      ];
      if (superusersOnly.includes(`${table}.${column}`)) continue;
      expect([`${table}.${column}`, (await count(table, column, y.user.id)) > 0]).toEqual([
        `${table}.${column}`,
        true,
      ]);
    }
    expect(await exists(x.user.id)).toBe(false);
    expect(await exists(y.user.id)).toBe(true);
    // X's Gmail token was revoked at Google (the stand-in) once the rows were gone.
    const refresh = await tokenRequest(ctx.app, { grant_type: 'refresh_token', refresh_token: gmailToken });
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });

    // Every text and JSON column of every table: neither X's email nor X's phone number appears,
    // but for the impersonation audit, which keeps its rows by design (admin/schema.ts).
    const textColumns = await rows<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`);
    expect(textColumns.length).toBeGreaterThan(40);
    for (const { table_name: table, column_name: column } of textColumns) {
      if (table === 'impersonation_audit') continue;
      const value = sql`lower(${sql.identifier(table)}.${sql.identifier(column)}::text)`;
      const [row] = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM ${sql.identifier(table)}
        WHERE position(${x.user.email.toLowerCase()} in ${value}) > 0 OR position(${seeded.phone} in ${value}) > 0`);
      expect([`${table}.${column}`, row!.n]).toEqual([`${table}.${column}`, 0]);
    }
    const audit = await ctx.app.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.userEmail, x.user.email));
    expect(audit.map((a) => a.userId)).toEqual([null]);

    // Rows that hang off X's rows rather than X: entries, events, refresh tokens, X's own family.
    const [orphans] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM breach_entries WHERE scan_id IN ${scanIds}) AS entries,
        (SELECT count(*)::int FROM agent_events WHERE execution_id IN ${executionIds}) AS events,
        (SELECT count(*)::int FROM extension_refresh_tokens WHERE family_id IN ${tokenFamilyIds}) AS refresh_tokens,
        (SELECT count(*)::int FROM teams WHERE id = ${xFamily.id}) AS family,
        (SELECT count(*)::int FROM invitations WHERE team_id = ${xFamily.id}) AS family_invitations`);
    expect(orphans).toEqual({ entries: 0, events: 0, refresh_tokens: 0, family: 0, family_invitations: 0 });

    // Z's family stays; the invitation X sent there stays, no longer naming X.
    expect(await roleIn(ctx.app, zFamily.id, z.user.id)).toBe('admin');
    expect(await roleIn(ctx.app, zFamily.id, y.user.id)).toBe('member');
    const sent = await ctx.app.db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.teamId, zFamily.id),
          inArray(
            invitations.keyHash,
            seeded.secrets.map((s) => `${s}-sent`),
          ),
        ),
      );
    expect(sent.map((i) => i.invitedBy)).toEqual([null]);

    // Signed out, and signing in again fails; a confirmation mail went out.
    expect((await x.browser.get(DETAIL)).json()).toEqual(unauthenticated());
    const again = await new Browser(ctx.app).login(x.user.email, PASSWORD);
    expect(again.statusCode).toBe(400);
    const mails = await mailsTo(x.user.email);
    expect(mails.some((m) => m.includes('Subject: Your Lifeguard account has been deleted'))).toBe(true);
    // Y is untouched: still signed in.
    expect((await y.browser.get(DETAIL)).statusCode).toBe(200);
  });
});
