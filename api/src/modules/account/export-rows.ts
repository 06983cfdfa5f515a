import { asc, desc, eq, inArray, sql, type SQL, type Table } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
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

/** A table holding rows of a user, in its `userId` column. */
type OwnedTable = Table & { userId: AnyPgColumn };

/**
 * One section of the export: the user's rows of `table` (joined with `join`), only `columns`
 * where given (else every column), sorted by `order`; `one` for a table of at most one row a
 * user (read as that row or null).
 */
type Section = {
  table: OwnedTable;
  columns?: SelectedFields;
  join?: { table: Table; on: SQL };
  order?: (SQL | AnyPgColumn)[];
  one?: true;
};

/** A row of a {@link Section}: its columns' values, or the whole table row. */
type RowOf<S extends Section> = S extends { columns: infer C }
  ? SelectResultFields<C>
  : S['table']['$inferSelect'];

/** What a {@link Section} reads: its rows, or its one row (null when there is none). */
type Read<S extends Section> = S extends { one: true } ? RowOf<S> | null : RowOf<S>[];

/**
 * The sections of `userId`'s export, oldest rows first (email addresses: the primary first).
 * Where a table holds a secret (sessions' ids, token families' session ids, phone codes'
 * hashes, authenticators' sealed secrets and recovery codes, the Gmail refresh token) only the
 * other columns are selected, so the secret never leaves the database.
 */
const sectionsOf = (userId: number) =>
  ({
    avatar: {
      table: avatars,
      columns: {
        contentType: avatars.contentType,
        updatedAt: avatars.updatedAt,
        base64: base64Of(avatars.data),
      },
      one: true,
    },
    heartbeat: { table: extensionHeartbeats, one: true },
    addresses: {
      table: emailAddresses,
      columns: {
        email: emailAddresses.email,
        primary: emailAddresses.primary,
        verified: emailAddresses.verified,
        createdAt: emailAddresses.createdAt,
      },
      order: [desc(emailAddresses.primary), asc(emailAddresses.id)],
    },
    secondFactors: {
      table: authenticators,
      columns: {
        type: authenticators.type,
        createdAt: authenticators.createdAt,
        lastUsedAt: authenticators.lastUsedAt,
      },
      order: [asc(authenticators.createdAt)],
    },
    linkedAccounts: { table: socialAccounts, order: [asc(socialAccounts.id)] },
    browserSessions: {
      table: sessions,
      columns: {
        method: sessions.method,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      },
      order: [asc(sessions.createdAt)],
    },
    appSignIns: {
      table: extensionTokenFamilies,
      columns: { createdAt: extensionTokenFamilies.createdAt, revokedAt: extensionTokenFamilies.revokedAt },
      order: [asc(extensionTokenFamilies.createdAt)],
    },
    families: {
      table: memberships,
      columns: { name: teams.name, slug: teams.slug, role: memberships.role, joinedAt: memberships.joinedAt },
      join: { table: teams, on: eq(teams.id, memberships.teamId) },
      order: [asc(memberships.joinedAt), asc(memberships.id)],
    },
    threats: { table: threatEvents, order: [asc(threatEvents.detectedAt)] },
    items: { table: actionItems, order: [asc(actionItems.createdAt)] },
    notes: { table: notifications, order: [asc(notifications.createdAt)] },
    executions: { table: agentExecutions, order: [asc(agentExecutions.createdAt)] },
    connected: { table: integrations, order: [asc(integrations.createdAt)] },
    verifications: {
      table: phoneVerifications,
      columns: {
        phoneNumber: phoneVerifications.phoneNumber,
        createdAt: phoneVerifications.createdAt,
        usedAt: phoneVerifications.usedAt,
      },
      order: [asc(phoneVerifications.createdAt)],
    },
    verdicts: { table: threatFeedback, order: [asc(threatFeedback.id)] },
    uninstalls: { table: uninstallFeedback, order: [asc(uninstallFeedback.id)] },
    analytics: { table: analyticsEvents, order: [asc(analyticsEvents.id)] },
    gmail: {
      table: gmailConnections,
      columns: {
        accountEmail: gmailConnections.accountEmail,
        scanFrequency: gmailConnections.scanFrequency,
        labels: gmailConnections.labels,
        notifyHighRisk: gmailConnections.notifyHighRisk,
        connectedAt: gmailConnections.connectedAt,
        lastSyncedAt: gmailConnections.lastSyncedAt,
        messagesAnalysed: sql<number>`(SELECT count(*)::int FROM ${gmailAnalysedMessages} WHERE ${gmailAnalysedMessages.userId} = ${userId})`,
      },
      one: true,
    },
    supportAsked: {
      table: supportRequests,
      columns: {
        reference: supportRequests.reference,
        topic: supportRequests.topic,
        message: supportRequests.message,
        email: supportRequests.email,
        diagnostics: supportRequests.diagnostics,
        status: supportRequests.status,
        createdAt: supportRequests.createdAt,
        answeredAt: supportRequests.answeredAt,
      },
      order: [asc(supportRequests.createdAt), asc(supportRequests.id)],
    },
  }) satisfies Record<string, Section>;

type Sections = ReturnType<typeof sectionsOf>;

/** The rows of one {@link Section} of `userId`. */
async function read(db: Database, userId: number, section: Section): Promise<unknown> {
  const { table, columns, join, order, one } = section;
  let query: PgSelect = (columns ? db.select(columns) : db.select()).from(table).$dynamic();
  if (join) query = query.innerJoin(join.table, join.on);
  query = query.where(eq(table.userId, userId));
  if (order) query = query.orderBy(...order);
  const rows = await query;
  return one ? (rows[0] ?? null) : rows;
}

/**
 * Every row of a user the export shows, section by section ({@link sectionsOf}), read in
 * parallel; then the events of the user's assistant runs.
 */
export async function readAccountRows(db: Database, userId: number) {
  const sections = sectionsOf(userId);
  const entries = await Promise.all(
    Object.entries(sections).map(async ([name, section]) => [name, await read(db, userId, section)] as const),
  );
  const rows = Object.fromEntries(entries) as { [K in keyof Sections]: Read<Sections[K]> };
  const { executions } = rows;
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
  return { ...rows, events };
}

export type AccountRows = Awaited<ReturnType<typeof readAccountRows>>;
