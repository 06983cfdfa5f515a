import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { agentEvents, agentExecutions } from '../agents/schema.js';
import { analyticsEvents } from '../analytics/schema.js';
import { passwordResetKeys } from '../auth/schema.js';
import { breachEntries, darkWebScans } from '../darkweb/schema.js';
import { threatFeedback, uninstallFeedback } from '../feedback/schema.js';
import { gmailAnalysedMessages, gmailConnections, gmailOAuthStates } from '../email-protection/schema.js';
import { extensionHeartbeats, integrations } from '../integrations/schema.js';
import { mobileAuthCodes } from '../mobile-auth/schema.js';
import { socialAccounts } from '../oidc/schema.js';
import { phoneVerifications } from '../phone/schema.js';
import { actionItems, notifications } from '../security-tasks/schema.js';
import { supportRequests } from '../support/schema.js';
import { invitations, memberships, teams } from '../teams/schema.js';
import { threatEvents } from '../threats/schema.js';
import { extensionRefreshTokens, extensionTokenFamilies } from '../tokens/schema.js';
import { avatars, sessions, users, type UserRow } from '../users/schema.js';

/** Raised by {@link deleteAccountRows} when the user is the last admin of a family with others in it. */
export class LastAdminError extends Error {
  constructor(readonly familyName: string) {
    super(`last admin of family "${familyName}"`);
  }
}

/**
 * The families to delete with the user (those they are the only member of), after checking that
 * they are not the last admin of one with other members. The families are locked FOR UPDATE
 * first: adding a member inserts a membership, whose foreign key check takes a KEY SHARE lock on
 * the family, so nobody joins (or is made admin by another transaction) until this one ends.
 * @throws LastAdminError
 */
async function familiesToDelete(tx: Database, userId: number): Promise<number[]> {
  const mine = await tx
    .select({ teamId: memberships.teamId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  if (!mine.length) return [];
  const ids = mine.map((m) => m.teamId);
  const families = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, ids))
    .orderBy(teams.id)
    .for('update');
  const members = await tx
    .select({ teamId: memberships.teamId, userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(inArray(memberships.teamId, ids));
  const sole: number[] = [];
  for (const family of families) {
    const inFamily = members.filter((m) => m.teamId === family.id);
    const others = inFamily.filter((m) => m.userId !== userId);
    const isAdmin = inFamily.some((m) => m.userId === userId && m.role === 'admin');
    if (!others.length) sole.push(family.id);
    else if (isAdmin && !others.some((m) => m.role === 'admin')) throw new LastAdminError(family.name);
  }
  return sole;
}

/**
 * Deletes every row of `user` in one transaction (issue 13 "Your data" → Delete my account):
 * the families they are the only member of (with their invitations), their memberships, the
 * invitations addressed to their email, dark web scans and breach entries, threats, threat and
 * uninstall feedback, support requests (theirs and any sent from their address), action items,
 * notifications, phone verifications, extension token families and refresh tokens, mobile
 * sign-in codes, password reset keys, sessions (their own and impersonations by them),
 * assistant executions and events, integrations and the extension heartbeat, the Gmail
 * connection with its analysed messages and consent flows, analytics events, the avatar, linked
 * Google accounts, and the user. Many of these also cascade from `users`; they are deleted by
 * name so that a foreign key later changed to SET NULL cannot leave a row behind. Invitations they sent and accepted stay with their family
 * (`invited_by`/`accepted_by` set null by the foreign key). The impersonation audit keeps its
 * rows (ids set null, emails kept: a security record, admin/schema.ts).
 * @throws LastAdminError (nothing deleted) when they are the last admin of a family with others.
 */
export async function deleteAccountRows(db: Database, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  const userId = user.id;
  await db.transaction(async (tx) => {
    // The user row first, so a concurrent deletion of the same account waits here.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const sole = await familiesToDelete(tx, userId);
    if (sole.length) {
      await tx
        .update(users)
        .set({ currentTeamId: null })
        .where(and(inArray(users.currentTeamId, sole), ne(users.id, userId)));
      await tx.delete(teams).where(inArray(teams.id, sole));
    }
    await tx.delete(memberships).where(eq(memberships.userId, userId));
    await tx.delete(invitations).where(eq(sql`lower(${invitations.email})`, user.email.toLowerCase()));

    const scans = tx
      .select({ id: darkWebScans.id })
      .from(darkWebScans)
      .where(eq(darkWebScans.userId, userId));
    await tx.delete(breachEntries).where(inArray(breachEntries.scanId, scans));
    await tx.delete(darkWebScans).where(eq(darkWebScans.userId, userId));

    const executions = tx
      .select({ id: agentExecutions.id })
      .from(agentExecutions)
      .where(eq(agentExecutions.userId, userId));
    await tx.delete(agentEvents).where(inArray(agentEvents.executionId, executions));
    await tx.delete(agentExecutions).where(eq(agentExecutions.userId, userId));

    const families = tx
      .select({ id: extensionTokenFamilies.id })
      .from(extensionTokenFamilies)
      .where(eq(extensionTokenFamilies.userId, userId));
    await tx.delete(extensionRefreshTokens).where(inArray(extensionRefreshTokens.familyId, families));
    await tx.delete(extensionTokenFamilies).where(eq(extensionTokenFamilies.userId, userId));

    await tx.delete(threatFeedback).where(eq(threatFeedback.userId, userId));
    await tx.delete(uninstallFeedback).where(eq(uninstallFeedback.userId, userId));
    // Those sent signed out from their address too (issue 33 item 2): their words, their email.
    await tx
      .delete(supportRequests)
      .where(
        or(
          eq(supportRequests.userId, userId),
          eq(sql`lower(${supportRequests.email})`, user.email.toLowerCase()),
        ),
      );
    await tx.delete(threatEvents).where(eq(threatEvents.userId, userId));
    await tx.delete(actionItems).where(eq(actionItems.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    await tx.delete(mobileAuthCodes).where(eq(mobileAuthCodes.userId, userId));
    await tx.delete(passwordResetKeys).where(eq(passwordResetKeys.userId, userId));
    await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)));
    await tx.delete(integrations).where(eq(integrations.userId, userId));
    await tx.delete(extensionHeartbeats).where(eq(extensionHeartbeats.userId, userId));
    await tx.delete(gmailOAuthStates).where(eq(gmailOAuthStates.userId, userId));
    await tx.delete(gmailAnalysedMessages).where(eq(gmailAnalysedMessages.userId, userId));
    await tx.delete(gmailConnections).where(eq(gmailConnections.userId, userId));
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
