import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { INVITATION_EXPIRY_MS } from '@lifeguard/contracts/teams';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invitations, memberships } from '../teams/schema.js';
import { users } from '../users/schema.js';
import { importCorpus } from '../darkweb/corpus/import.js';
import { insertWriter } from '../darkweb/corpus/writer.js';
import { DEMO_ACCOUNT, DEMO_BREACH_RECORDS, DEMO_FAMILY, DEMO_THREAT_EVENTS } from './family.js';

const DAY_MS = 86_400_000;

/**
 * Creates the demo family account with a lived-in history (issue 4 and 5 `seed:demo`):
 * onboarding answers, breach records of its identities in the local corpus and a stored scan
 * with its consequences, a threat timeline, the browser extension reported in, notifications,
 * and the action items its state calls for. Does nothing when the account exists.
 * @returns whether it created the account.
 */
export async function seedDemo(app: FastifyInstance): Promise<boolean> {
  if (await app.users.findByEmail(DEMO_ACCOUNT.email)) return false;
  const created = await app.users.create({
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
    firstName: DEMO_ACCOUNT.firstName,
    lastName: DEMO_ACCOUNT.lastName,
    emailVerified: true,
  });
  const [user] = await app.db
    .update(users)
    .set({
      onboardingResponses: DEMO_ACCOUNT.onboardingResponses,
      dateJoined: new Date(Date.now() - DEMO_ACCOUNT.joinedDaysAgo * DAY_MS),
    })
    .where(eq(users.id, created.id))
    .returning();
  if (!user) throw new Error('the demo user vanished');

  const ndjson = DEMO_BREACH_RECORDS.map((record) => JSON.stringify(record)).join('\n');
  await importCorpus(Readable.from([ndjson]), insertWriter(app.db), {
    format: 'ndjson',
    defaults: {},
    secret: app.config.breach.encryptionKey,
    threads: 0,
  });
  await app.integrations.extensionReportedIn(user.id, { browser: 'chrome' });
  await app.notifications.create(user.id, {
    title: 'Welcome to Lifeguard',
    message: 'Your family protection is getting set up. Finish the quick-setup steps on your dashboard.',
    level: 'info',
  });
  await app.notifications.create(user.id, {
    title: 'Web protection is on',
    message: 'The Lifeguard browser extension is connected and blocking dangerous websites.',
    level: 'success',
  });
  for (const event of DEMO_THREAT_EVENTS) await app.threats.record(user.id, event);

  // A saved scan also applies its consequences (threat event, notification, action items).
  await app.darkweb.scanUser(user, { save: true });
  await seedFamily(app, user.id);
  return true;
}

/**
 * Fills the demo account's personal family (DEMO_FAMILY): renamed, its relatives added as
 * members with their protections and threats, and invitations pending (no mail is sent, and
 * the key is thrown away). A relative whose email is already an account is left out.
 */
async function seedFamily(app: FastifyInstance, userId: number): Promise<void> {
  const [personal] = await app.teams.list(userId);
  if (!personal) throw new Error('the demo user has no family');
  const teamId = personal.team.id;
  await app.teams.rename(userId, teamId, DEMO_FAMILY.name);
  for (const relative of DEMO_FAMILY.relatives) {
    if (await app.users.findByEmail(relative.email)) continue;
    const { email, firstName, lastName, role } = relative;
    const member = await app.users.create({ email, firstName, lastName, password: null });
    await app.db.insert(memberships).values({ teamId, userId: member.id, role });
    for (const type of relative.protections) await app.integrations.markActive(member.id, type);
    for (const event of relative.threats) await app.threats.record(member.id, event);
  }
  const sentAt = new Date(Date.now() - 2 * DAY_MS);
  for (const { email, role } of DEMO_FAMILY.invitations) {
    await app.db.insert(invitations).values({
      teamId,
      email,
      role,
      keyHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      invitedBy: userId,
      sentAt,
      expiresAt: new Date(sentAt.getTime() + INVITATION_EXPIRY_MS),
    });
  }
}
