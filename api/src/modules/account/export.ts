import type { AccountExport } from '@lifeguard/contracts/schemas/account';
import type { BreachEntry, DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import type { Database } from '../../db/database.js';
import type { ThreatEventRow } from '../threats/schema.js';
import type { UserRow } from '../users/schema.js';
import { readAccountRows } from './export-rows.js';

/** The dark web module's readers, which unseal scans and entries for their owner. */
export type ScanReader = {
  list(userId: number): Promise<DarkWebScan[]>;
  entries(scanId: number, userId: number): Promise<BreachEntry[]>;
};

/** The threats module's opener of its rows: Gmail findings are sealed at rest (issue 30 item 7). */
export type ThreatOpener = { open(row: ThreatEventRow): Promise<ThreatEventRow> };

/** The identity claims of a linked Google account worth exporting (never nonces or hashes). */
const PROFILE_CLAIMS = ['email', 'email_verified', 'name', 'given_name', 'family_name', 'picture', 'locale'];

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Everything held about `user` (issue 13 "Your data"; contracts AccountExportSchema), each
 * section written field by field from the rows of export-rows.ts, so no password hash, token
 * version, token, code or key hash, session id or secret can slip in. The account carries its
 * email addresses and its two-factor authenticators (their type and dates only; issue 16).
 * Scan values are unsealed by `scans`, Gmail findings by `threats` (the owner's own data,
 * answered only to them).
 */
export async function exportAccount(
  db: Database,
  scans: ScanReader,
  threats: ThreatOpener,
  user: UserRow,
  now = new Date(),
): Promise<AccountExport> {
  const userId = user.id;
  const rows = await readAccountRows(db, userId);
  const storedScans = await scans.list(userId);
  const scanSection = await Promise.all(
    storedScans.map(async (scan) => ({
      ...scan,
      entries: scan.id === null ? [] : await scans.entries(scan.id, userId),
    })),
  );

  const threatRows = await Promise.all(rows.threats.map((row) => threats.open(row)));
  const { avatar: picture, heartbeat: extension, events } = rows;
  return {
    exported_at: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      middle_name: user.middleName,
      last_name: user.lastName,
      suffix: user.suffix,
      avatar_url: user.avatarUrl,
      avatar: picture
        ? {
            content_type: picture.contentType,
            updated_at: picture.updatedAt.toISOString(),
            data_base64: picture.base64.replace(/\s+/g, ''),
          }
        : null,
      is_superuser: user.isSuperuser,
      is_staff: user.isStaff,
      has_usable_password: user.password !== null,
      date_joined: user.dateJoined.toISOString(),
      last_login: iso(user.lastLogin),
      phone_number: user.phoneNumber,
      phone_verified: user.phoneVerified,
      device_type: user.deviceType,
      browser_extension: extension
        ? {
            version: extension.version,
            browser: extension.browser,
            last_seen_at: extension.lastSeenAt.toISOString(),
          }
        : null,
      email_addresses: rows.addresses.map((a) => ({
        email: a.email,
        primary: a.primary,
        verified: a.verified,
        added_at: a.createdAt.toISOString(),
      })),
      authenticators: rows.secondFactors.map((f) => ({
        type: f.type,
        created_at: f.createdAt.toISOString(),
        last_used_at: iso(f.lastUsedAt),
      })),
    },
    onboarding_responses: user.onboardingResponses,
    families: rows.families.map((f) => ({
      name: f.name,
      slug: f.slug,
      role: f.role,
      joined_at: f.joinedAt.toISOString(),
    })),
    scans: scanSection,
    threats: threatRows.map((t) => ({
      threat_id: t.threatId,
      threat_type: t.threatType,
      threat_category: t.threatCategory,
      severity: t.severity,
      threat_identifier: t.threatIdentifier,
      detected_at: t.detectedAt.toISOString(),
      status: t.status,
      confidence_score: t.confidenceScore,
      source_system: t.sourceSystem,
      external_id: t.externalId,
      threat_data: t.threatData,
      analysis: t.analysis,
      description: t.description,
      created_at: t.createdAt.toISOString(),
    })),
    action_items: rows.items.map((i) => ({
      kind: i.kind,
      title: i.title,
      description: i.description,
      priority: i.priority,
      data: i.data,
      completed: i.completed,
      completed_at: iso(i.completedAt),
      completed_by: i.completedBy,
      created_at: i.createdAt.toISOString(),
    })),
    notifications: rows.notes.map((n) => ({
      title: n.title,
      message: n.message,
      level: n.level,
      read: n.read,
      link: n.link,
      created_at: n.createdAt.toISOString(),
    })),
    assistant_history: rows.executions.map((e) => ({
      id: e.id,
      agent_type: e.agentType,
      status: e.status,
      session_id: e.sessionId,
      threat_uuid: e.threatUuid,
      threat_explanation: e.threatExplanation,
      message: e.message,
      response: e.response,
      action_items_created: e.actionItemsCreated,
      error: e.error,
      feedback_helpful: e.feedbackHelpful,
      feedback_at: iso(e.feedbackAt),
      created_at: e.createdAt.toISOString(),
      started_at: iso(e.startedAt),
      completed_at: iso(e.completedAt),
      events: events
        .filter((ev) => ev.executionId === e.id)
        .map((ev) => ({ seq: ev.seq, type: ev.type, data: ev.data, created_at: ev.createdAt.toISOString() })),
    })),
    integrations: rows.connected.map((i) => ({
      type: i.type,
      provider: i.provider,
      is_active: i.isActive,
      is_configured: i.isConfigured,
      health_status: i.healthStatus,
      last_synced_at: iso(i.lastSyncedAt),
      created_at: i.createdAt.toISOString(),
    })),
    gmail_connection: rows.gmail && {
      account_email: rows.gmail.accountEmail,
      scan_frequency: rows.gmail.scanFrequency,
      labels: rows.gmail.labels,
      notify_high_risk: rows.gmail.notifyHighRisk,
      connected_at: rows.gmail.connectedAt.toISOString(),
      last_synced_at: iso(rows.gmail.lastSyncedAt),
      messages_analysed: rows.gmail.messagesAnalysed,
    },
    linked_accounts: rows.linkedAccounts.map((s) => ({
      provider: s.provider,
      uid: s.uid,
      profile: Object.fromEntries(
        PROFILE_CLAIMS.filter((c) => c in s.extraData).map((c) => [c, s.extraData[c]]),
      ),
      date_joined: s.dateJoined.toISOString(),
      last_login: iso(s.lastLogin),
    })),
    sign_ins: [
      ...rows.browserSessions.map((s) => ({
        kind: 'browser',
        method: s.method,
        user_agent: s.userAgent,
        ip: s.ip,
        started_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
      })),
      ...rows.appSignIns.map((f) => ({
        kind: 'extension_or_app',
        started_at: f.createdAt.toISOString(),
        revoked_at: iso(f.revokedAt),
      })),
    ],
    phone_verifications: rows.verifications.map((v) => ({
      phone_number: v.phoneNumber,
      sent_at: v.createdAt.toISOString(),
      code_used_at: iso(v.usedAt),
    })),
    feedback: [
      ...rows.verdicts.map((f) => ({
        kind: 'threat',
        threat_id: f.threatId,
        verdict: f.verdict,
        details: f.details,
        created_at: f.createdAt.toISOString(),
      })),
      ...rows.uninstalls.map((f) => ({
        kind: 'uninstall',
        reason: f.reason,
        details: f.details,
        created_at: f.createdAt.toISOString(),
      })),
    ],
    support_requests: rows.supportAsked.map((r) => ({
      reference: r.reference,
      topic: r.topic,
      message: r.message,
      reply_email: r.email,
      diagnostics: r.diagnostics,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      answered_at: iso(r.answeredAt),
    })),
    analytics_events: rows.analytics.map((a) => ({
      event: a.event,
      properties: a.properties,
      occurred_at: a.occurredAt.toISOString(),
      received_at: a.receivedAt.toISOString(),
    })),
  };
}
