import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Invitation, Team } from '@lifeguard/contracts/schemas/teams';
import type { TeamRole } from '@lifeguard/contracts/teams';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { memberships, teams } from '../../../src/modules/teams/schema.js';
import type { UserRow } from '../../../src/modules/users/schema.js';
import { uniqueEmail, type TestContext } from '../../helpers/app.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';

export const TEAMS = '/teams/api/teams/';
export const teamUrl = (id: number) => `${TEAMS}${id}/`;
export const switchUrl = (id: number) => `${TEAMS}${id}/switch/`;
export const invitationsUrl = (slug: string) => `/a/${slug}/team/api/invitations/`;
export const resendUrl = (slug: string, id: number) => `/a/${slug}/team/invite/${id}/`;
export const cancelUrl = (slug: string, id: number) => `/a/${slug}/team/invite/cancel/${id}/`;
export const memberUrl = (slug: string, id: number) => `/a/${slug}/team/api/members/${id}/`;
export const overviewUrl = (slug: string) => `/a/${slug}/team/api/overview/`;
export const previewUrl = (id: number, key: string) => `/teams/api/invitations/${id}/?key=${key}`;
export const acceptUrl = (id: number) => `/teams/api/invitations/${id}/accept/`;

export type Person = { user: UserRow; browser: Browser };

/** A user made by `app.users.create` (so with a personal family), signed in in a browser. */
export async function person(
  app: App,
  { firstName = '', email = uniqueEmail('teams') }: { firstName?: string; email?: string } = {},
): Promise<Person> {
  const user = await app.users.create({ email, firstName });
  const browser = new Browser(app);
  await signInDirectly(app, browser, user.id);
  return { user, browser };
}

/** The user's families as GET /teams/api/teams/ answers them (current first). */
export async function teamsOf(browser: Browser): Promise<Team[]> {
  const res = await browser.get(TEAMS);
  if (res.statusCode !== 200) throw new Error(`team list answered ${res.statusCode}`);
  return res.json<{ results: Team[] }>().results;
}

/** The user's current family (the first of the list). */
export async function currentTeam(browser: Browser): Promise<Team> {
  const [team] = await teamsOf(browser);
  if (!team) throw new Error('no family');
  return team;
}

/** Adds the user to the family directly in the database, as accepting an invitation would. */
export async function addMember(app: App, teamId: number, userId: number, role: TeamRole = 'member') {
  const [row] = await app.db.insert(memberships).values({ teamId, userId, role }).returning();
  return row!;
}

/** A family with `owner` as admin and the given people as members (each a fresh {@link person}). */
export async function family(app: App, members: TeamRole[] = ['member']) {
  const owner = await person(app, { firstName: 'Ada' });
  const team = await currentTeam(owner.browser);
  const others: (Person & { membershipId: number })[] = [];
  for (const role of members) {
    const someone = await person(app);
    const { id } = await addMember(app, team.id, someone.user.id, role);
    others.push({ ...someone, membershipId: id });
  }
  const ownerMembership = team.members[0]!.id;
  return { owner, team, others, ownerMembership };
}

/** The family's row, or undefined once deleted. */
export async function teamRow(app: App, id: number) {
  const [row] = await app.db.select().from(teams).where(eq(teams.id, id));
  return row;
}

/** The family's memberships as stored. */
export const membershipRows = (app: App, teamId: number) =>
  app.db.select().from(memberships).where(eq(memberships.teamId, teamId));

/** Mail files written to `email` so far, oldest first. */
export function mailsTo(ctx: TestContext, email: string): string[] {
  const dir = join(ctx.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.includes(email))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** The invitation id and key of the newest mail to `email`, read from the accept link as e2e does. */
export async function linkFromMail(ctx: TestContext, email: string, origin = 'http://lifeguard.test:8000') {
  await ctx.app.mailer.drain();
  const mail = mailsTo(ctx, email).pop();
  if (!mail) throw new Error(`no mail to ${email}`);
  const escaped = origin.replace(/[.]/g, '\\.');
  const match = new RegExp(`${escaped}/app/teams/invitation/(\\d+)\\?key=([A-Za-z0-9_-]+)\\r?\\n`).exec(mail);
  if (!match?.[1] || !match[2]) throw new Error('no accept link in the mail');
  return { id: Number(match[1]), key: match[2], mail };
}

/** Invites `email` to the family as `role` through the API; the answer. */
export async function invite(browser: Browser, team: Team, email: string, role: TeamRole = 'member') {
  return browser.post(invitationsUrl(team.slug), { email, role, team: team.id });
}

/** As {@link invite}, expecting 201: the invitation and its id and key from the mail. */
export async function invited(
  ctx: TestContext,
  browser: Browser,
  team: Team,
  email: string,
  role: TeamRole = 'member',
) {
  const res = await invite(browser, team, email, role);
  if (res.statusCode !== 201) throw new Error(`invite answered ${res.statusCode}: ${res.body}`);
  const invitation = res.json<Invitation>();
  const { key } = await linkFromMail(ctx, email);
  return { invitation, key };
}

/** DELETE through the browser (with CSRF). */
export const del = (browser: Browser, url: string) => browser.request({ method: 'DELETE', url });
/** PATCH through the browser (with CSRF). */
export const patch = (browser: Browser, url: string, payload: object) =>
  browser.request({ method: 'PATCH', url, payload });
