import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { impersonationAudit } from '../../../src/modules/admin/schema.js';
import { agentEvents, agentExecutions } from '../../../src/modules/agents/schema.js';
import { analyticsEvents } from '../../../src/modules/analytics/schema.js';
import { passwordResetKeys } from '../../../src/modules/auth/schema.js';
import { gmailAnalysedMessages } from '../../../src/modules/email-protection/schema.js';
import { threatFeedback, uninstallFeedback } from '../../../src/modules/feedback/schema.js';
import { extensionHeartbeats, integrations } from '../../../src/modules/integrations/schema.js';
import { authenticators, mfaLockouts } from '../../../src/modules/mfa/schema.js';
import { mobileAuthCodes } from '../../../src/modules/mobile-auth/schema.js';
import { socialAccounts } from '../../../src/modules/oidc/schema.js';
import { phoneVerifications } from '../../../src/modules/phone/schema.js';
import { actionItems, notifications } from '../../../src/modules/security-tasks/schema.js';
import { supportRequests } from '../../../src/modules/support/schema.js';
import { invitations, memberships, teams } from '../../../src/modules/teams/schema.js';
import { threatEvents } from '../../../src/modules/threats/schema.js';
import { extensionRefreshTokens, extensionTokenFamilies } from '../../../src/modules/tokens/schema.js';
import { sessions, users, type UserRow } from '../../../src/modules/users/schema.js';
import { uniqueEmail } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { SEARCH, seedCorpus } from '../darkweb/darkweb-helpers.js';
import { connectGmail } from '../email-protection/email-helpers.js';

export const DETAIL = '/users/api/user/detail/';
export const AVATAR = '/users/api/user/avatar/';
export const EXPORT = '/users/api/user/export/';
export const DELETE = '/users/api/user/delete/';
export const LOGIN = '/_allauth/browser/v1/auth/login';

export const PASSWORD = 'Password-123';

/** A user with a password, signed in through the login endpoint. */
export async function signedInWithPassword(app: App, firstName = 'Ada') {
  const email = uniqueEmail(firstName.toLowerCase());
  const user = await app.users.create({ email, password: PASSWORD, firstName, lastName: 'Lovelace' });
  const browser = new Browser(app);
  const res = await browser.login(email, PASSWORD);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}`);
  return { user, browser };
}

/**
 * Gives `browser` a session for `userId` started `ageMs` ago by `method` (a Google sign-in
 * without going through the provider).
 */
export async function signInAs(app: App, browser: Browser, userId: number, method: string, ageMs = 0) {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date(Date.now() - ageMs);
  await app.db.insert(sessions).values({
    id: createHash('sha256').update(token).digest('hex'),
    userId,
    method,
    createdAt,
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  browser.cookies.set('sessionid', token);
  if (!browser.cookies.has('csrftoken')) await browser.get('/_allauth/browser/v1/auth/session');
}

/** The user's personal family (created with the account) and their role in it. */
export async function personalFamily(app: App, userId: number) {
  const [row] = await app.db
    .select({ id: teams.id, name: teams.name, role: memberships.role })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.joinedAt), asc(memberships.id))
    .limit(1);
  if (!row) throw new Error(`user ${userId} has no family`);
  return row;
}

/** Adds `userId` to family `teamId` as `role`. */
export async function join(app: App, teamId: number, userId: number, role: 'admin' | 'member' = 'member') {
  await app.db.insert(memberships).values({ teamId, userId, role });
}

/** The role of `userId` in `teamId`, or undefined when not a member. */
export async function roleIn(app: App, teamId: number, userId: number) {
  const [row] = await app.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
  return row?.role;
}

/** Small valid files of each avatar type (their signatures, then filler). */
export const IMAGES = {
  'image/png': Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32, 1)]),
  'image/jpeg': Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(32, 2)]),
  'image/gif': Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32, 3)]),
  'image/webp': Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.from([40, 0, 0, 0]),
    Buffer.from('WEBPVP8 ', 'latin1'),
    Buffer.alloc(32, 4),
  ]),
} as const;

/** PUTs `bytes` as the avatar with `type`. */
export const upload = (browser: Browser, type: string, bytes: Buffer) =>
  browser.request({ method: 'PUT', url: AVATAR, payload: bytes, headers: { 'content-type': type } });

/**
 * Puts a row of `user` in every table that holds user data, through the real scan (sealed scan,
 * breach entries, and the dark web integration, threat, notification and action items it
 * makes) and direct inserts for the rest; `otherTeamId` is a family the user joins as a
 * member, with an invitation they sent and one addressed to them there. Answers the secrets
 * stored on the way (hashes, codes, keys).
 */
export async function seedEverything(app: App, browser: Browser, user: UserRow, otherTeamId: number) {
  const tag = `${user.id}-${randomUUID()}`;
  const secrets = {
    resetKeyHash: `reset-key-hash-${tag}`,
    mobileCodeHash: `mobile-code-hash-${tag}`,
    refreshIdHash: `refresh-id-hash-${tag}`,
    phoneCodeHash: `phone-code-hash-${tag}`,
    nonce: `nonce-${tag}`,
    inviteKeyHash: `invite-key-hash-${tag}`,
  };
  const phone = `+1555${String(user.id).padStart(7, '0')}`;
  await app.db.update(users).set({ phoneNumber: phone, phoneVerified: true }).where(eq(users.id, user.id));

  await seedCorpus(app, [
    { database_name: 'LinkedIn', email: user.email, password: `breached-pw-${user.id}` },
  ]);
  const scan = await browser.post(SEARCH, {});
  if (scan.statusCode !== 200) throw new Error(`scan answered ${scan.statusCode}`);

  const [threat] = await app.db
    .insert(threatEvents)
    .values({
      userId: user.id,
      threatType: 'phishing',
      severity: 'high',
      sourceSystem: 'extension',
      description: `Phishing page blocked for ${user.id}`,
      threatIdentifier: 'https://phish.example/login',
    })
    .returning();
  await app.db
    .insert(threatFeedback)
    .values({ userId: user.id, threatId: threat!.threatId, verdict: 'correct' });
  await app.db.insert(uninstallFeedback).values({ userId: user.id, reason: 'other', details: 'testing' });
  // Asked signed in, answered by the user themselves: a row in both of the table's user columns.
  await app.db.insert(supportRequests).values({
    reference: `LG-${String(user.id).padStart(8, '0')}`,
    userId: user.id,
    email: user.email,
    topic: 'account_access',
    message: `I cannot sign in, from ${user.id}.`,
    diagnostics: { page: '/dashboard' },
    status: 'answered',
    answeredAt: new Date(),
    answeredBy: user.id,
  });
  await app.db.insert(actionItems).values({
    userId: user.id,
    key: `agent:test-${tag}`,
    kind: 'general',
    title: 'Turn on two-step sign-in',
    description: 'For your email account.',
    priority: 'medium',
  });
  await app.db
    .insert(notifications)
    .values({ userId: user.id, title: 'Welcome', message: 'Hello there', level: 'info' });
  const [execution] = await app.db
    .insert(agentExecutions)
    .values({
      userId: user.id,
      message: 'Is this link safe?',
      response: 'It looks like phishing.',
      status: 'completed',
    })
    .returning();
  await app.db.insert(agentEvents).values({
    executionId: execution!.id,
    seq: 1,
    type: 'complete',
    data: { content: 'It looks like phishing.' },
  });
  await app.db
    .insert(integrations)
    .values({ userId: user.id, type: 'email', provider: 'gmail', isActive: true, isConfigured: true })
    .onConflictDoNothing();
  await app.db.insert(extensionHeartbeats).values({ userId: user.id, version: '1.2.3', browser: 'chrome' });
  const now = new Date();
  const later = new Date(now.getTime() + 60 * 60_000);
  await app.db.insert(phoneVerifications).values({
    userId: user.id,
    phoneNumber: phone,
    codeHash: secrets.phoneCodeHash,
    createdAt: now,
    expiresAt: later,
  });
  await app.db
    .insert(mobileAuthCodes)
    .values({ codeHash: secrets.mobileCodeHash, userId: user.id, expiresAt: later });
  await app.db
    .insert(passwordResetKeys)
    .values({ keyHash: secrets.resetKeyHash, userId: user.id, expiresAt: later });
  const familyId = randomUUID();
  await app.db.insert(extensionTokenFamilies).values({ id: familyId, userId: user.id });
  await app.db
    .insert(extensionRefreshTokens)
    .values({ idHash: secrets.refreshIdHash, familyId, expiresAt: later });
  await app.db.insert(socialAccounts).values({
    userId: user.id,
    provider: 'google',
    uid: `google-sub-${user.id}`,
    extraData: {
      sub: `google-sub-${user.id}`,
      email: user.email,
      given_name: user.firstName,
      nonce: secrets.nonce,
    },
  });
  await app.db.insert(authenticators).values({ userId: user.id, type: 'totp', data: secrets.nonce });
  await app.db.insert(mfaLockouts).values({ userId: user.id, failures: 3 });
  await app.db.insert(analyticsEvents).values({ userId: user.id, event: 'page viewed', occurredAt: now });
  await app.db.insert(impersonationAudit).values({
    action: 'start',
    superuserEmail: 'root@example.com',
    userId: user.id,
    userEmail: user.email,
    reason: 'support ticket',
  });

  await join(app, otherTeamId, user.id);
  await app.db.update(users).set({ currentTeamId: otherTeamId }).where(eq(users.id, user.id));
  await app.db.insert(invitations).values({
    teamId: otherTeamId,
    email: `friend-of-${tag}@example.com`,
    role: 'member',
    keyHash: `${secrets.inviteKeyHash}-sent`,
    invitedBy: user.id,
    expiresAt: later,
  });
  await app.db.insert(invitations).values({
    teamId: otherTeamId,
    email: user.email.toUpperCase(),
    role: 'member',
    status: 'accepted',
    keyHash: secrets.inviteKeyHash,
    acceptedBy: user.id,
    expiresAt: later,
  });
  const avatar = await upload(browser, 'image/png', IMAGES['image/png']);
  if (avatar.statusCode !== 200) throw new Error(`avatar answered ${avatar.statusCode}`);
  // A connected Gmail with one analysed message.
  await connectGmail(app, browser);
  await app.db
    .insert(gmailAnalysedMessages)
    .values({ userId: user.id, messageId: `m-${tag}`, isThreat: true });
  return { phone, secrets: Object.values(secrets) };
}
