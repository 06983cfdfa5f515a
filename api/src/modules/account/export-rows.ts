import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { agentEvents, agentExecutions } from '../agents/schema.js';
import { analyticsEvents } from '../analytics/schema.js';
import { emailAddresses } from '../email-addresses/schema.js';
import { gmailAnalysedMessages, gmailConnections } from '../email-protection/schema.js';
import { threatFeedback, uninstallFeedback } from '../feedback/schema.js';
import { extensionHeartbeats, integrations } from '../integrations/schema.js';
import { authenticators } from '../mfa/schema.js';
import { socialAccounts } from '../oidc/schema.js';
import { phoneVerifications } from '../phone/schema.js';
import { actionItems, notifications } from '../security-tasks/schema.js';
import { supportRequests } from '../support/schema.js';
import { memberships, teams } from '../teams/schema.js';
import { threatEvents } from '../threats/schema.js';
import { extensionTokenFamilies } from '../tokens/schema.js';
import { avatars, sessions } from '../users/schema.js';
import { base64Of } from './repository.js';

/**
 * Every row of a user the export shows, oldest first (email addresses: the primary first), read
 * in parallel. Where a table holds a secret (sessions' ids, token families' session ids, phone
 * codes' hashes, authenticators' sealed secrets and recovery codes, the Gmail refresh token) only the other columns are
 * selected, so the secret never leaves the database.
 */
export async function readAccountRows(db: Database, userId: number) {
  const [
    avatar,
    heartbeat,
    addresses,
    secondFactors,
    linkedAccounts,
    browserSessions,
    appSignIns,
    families,
    threats,
    items,
    notes,
    executions,
    connected,
    verifications,
    verdicts,
    uninstalls,
    analytics,
    mailboxes,
    supportAsked,
  ] = await Promise.all([
    db
      .select({
        contentType: avatars.contentType,
        updatedAt: avatars.updatedAt,
        base64: base64Of(avatars.data),
      })
      .from(avatars)
      .where(eq(avatars.userId, userId)),
    db.select().from(extensionHeartbeats).where(eq(extensionHeartbeats.userId, userId)),
    db
      .select({
        email: emailAddresses.email,
        primary: emailAddresses.primary,
        verified: emailAddresses.verified,
        createdAt: emailAddresses.createdAt,
      })
      .from(emailAddresses)
      .where(eq(emailAddresses.userId, userId))
      .orderBy(desc(emailAddresses.primary), asc(emailAddresses.id)),
    db
      .select({
        type: authenticators.type,
        createdAt: authenticators.createdAt,
        lastUsedAt: authenticators.lastUsedAt,
      })
      .from(authenticators)
      .where(eq(authenticators.userId, userId))
      .orderBy(asc(authenticators.createdAt)),
    db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)).orderBy(asc(socialAccounts.id)),
    db
      .select({
        method: sessions.method,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ createdAt: extensionTokenFamilies.createdAt, revokedAt: extensionTokenFamilies.revokedAt })
      .from(extensionTokenFamilies)
      .where(eq(extensionTokenFamilies.userId, userId))
      .orderBy(asc(extensionTokenFamilies.createdAt)),
    db
      .select({ name: teams.name, slug: teams.slug, role: memberships.role, joinedAt: memberships.joinedAt })
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(memberships.joinedAt), asc(memberships.id)),
    db
      .select()
      .from(threatEvents)
      .where(eq(threatEvents.userId, userId))
      .orderBy(asc(threatEvents.detectedAt)),
    db.select().from(actionItems).where(eq(actionItems.userId, userId)).orderBy(asc(actionItems.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db
      .select()
      .from(agentExecutions)
      .where(eq(agentExecutions.userId, userId))
      .orderBy(asc(agentExecutions.createdAt)),
    db
      .select()
      .from(integrations)
      .where(eq(integrations.userId, userId))
      .orderBy(asc(integrations.createdAt)),
    db
      .select({
        phoneNumber: phoneVerifications.phoneNumber,
        createdAt: phoneVerifications.createdAt,
        usedAt: phoneVerifications.usedAt,
      })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId))
      .orderBy(asc(phoneVerifications.createdAt)),
    db.select().from(threatFeedback).where(eq(threatFeedback.userId, userId)).orderBy(asc(threatFeedback.id)),
    db
      .select()
      .from(uninstallFeedback)
      .where(eq(uninstallFeedback.userId, userId))
      .orderBy(asc(uninstallFeedback.id)),
    db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(asc(analyticsEvents.id)),
    db
      .select({
        accountEmail: gmailConnections.accountEmail,
        scanFrequency: gmailConnections.scanFrequency,
        labels: gmailConnections.labels,
        notifyHighRisk: gmailConnections.notifyHighRisk,
        connectedAt: gmailConnections.connectedAt,
        lastSyncedAt: gmailConnections.lastSyncedAt,
        messagesAnalysed: sql<number>`(SELECT count(*)::int FROM ${gmailAnalysedMessages} WHERE ${gmailAnalysedMessages.userId} = ${userId})`,
      })
      .from(gmailConnections)
      .where(eq(gmailConnections.userId, userId)),
    db
      .select({
        reference: supportRequests.reference,
        topic: supportRequests.topic,
        message: supportRequests.message,
        email: supportRequests.email,
        diagnostics: supportRequests.diagnostics,
        status: supportRequests.status,
        createdAt: supportRequests.createdAt,
        answeredAt: supportRequests.answeredAt,
      })
      .from(supportRequests)
      .where(eq(supportRequests.userId, userId))
      .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id)),
  ]);
  const events = executions.length
    ? await db
        .select()
        .from(agentEvents)
        .where(
          inArray(
            agentEvents.executionId,
            executions.map((e) => e.id),
          ),
        )
        .orderBy(asc(agentEvents.executionId), asc(agentEvents.seq))
    : [];
  return {
    avatar: avatar[0] ?? null,
    heartbeat: heartbeat[0] ?? null,
    addresses,
    secondFactors,
    linkedAccounts,
    browserSessions,
    appSignIns,
    families,
    threats,
    items,
    notes,
    executions,
    events,
    connected,
    verifications,
    verdicts,
    uninstalls,
    analytics,
    gmail: mailboxes[0] ?? null,
    supportAsked,
  };
}

export type AccountRows = Awaited<ReturnType<typeof readAccountRows>>;
