import type { GmailLabel, ScanFrequency, SyncStatus } from '@lifeguard/contracts/email-protection';
import { DEFAULT_GMAIL_LABELS } from '@lifeguard/contracts/email-protection';
import type {
  GmailIntegrationStatus,
  GmailSettings,
  GmailSyncProgress,
} from '@lifeguard/contracts/schemas/email-protection';
import { presentIntegration } from '../integrations/present.js';
import type { IntegrationRow } from '../integrations/schema.js';
import type { GmailConnectionRow } from './schema.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The settings of a connection; the defaults without one. */
export const presentSettings = (row: GmailConnectionRow | null): GmailSettings => ({
  scan_frequency: (row?.scanFrequency ?? 'hourly') as ScanFrequency,
  labels: row?.labels ?? [...DEFAULT_GMAIL_LABELS],
  notify_high_risk: row?.notifyHighRisk ?? true,
});

/** The latest sync of a connection (spec 001 §7 `gmail_sync_progress`); `percent` 0–100. */
export function presentProgress(row: GmailConnectionRow | null): GmailSyncProgress {
  const status = (row?.syncStatus ?? 'not_started') as SyncStatus;
  const processed = row?.syncProcessed ?? 0;
  const total = row?.syncTotal ?? 0;
  const percent =
    status === 'completed' ? 100 : total === 0 ? 0 : Math.min(100, Math.floor((processed / total) * 100));
  return {
    status,
    processed,
    total,
    threats_found: row?.syncThreatsFound ?? 0,
    percent,
    started_at: iso(row?.syncStartedAt ?? null),
    finished_at: iso(row?.syncFinishedAt ?? null),
    error: row?.syncError ?? null,
  };
}

/** `gmail_integration_status`: the integration, the connection (or its absence) and its sync. */
export const presentStatus = (
  integration: IntegrationRow,
  row: GmailConnectionRow | null,
): GmailIntegrationStatus => ({
  integration: presentIntegration(integration),
  connected: row !== null,
  account_email: row?.accountEmail ?? null,
  connected_at: iso(row?.connectedAt ?? null),
  last_sync_at: iso(row?.lastSyncedAt ?? null),
  next_sync_at: iso(row?.nextSyncAt ?? null),
  settings: presentSettings(row),
  sync: presentProgress(row),
});

/** Column names of the settings a request changes (undefined: unchanged). */
export const settingsChanges = (body: {
  scan_frequency?: ScanFrequency;
  labels?: GmailLabel[];
  notify_high_risk?: boolean;
}) => ({
  scanFrequency: body.scan_frequency,
  labels: body.labels,
  notifyHighRisk: body.notify_high_risk,
});
