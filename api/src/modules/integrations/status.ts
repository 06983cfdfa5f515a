import type { CheckStatus, HealthStatus, IntegrationType } from '@lifeguard/contracts/integrations';

/** The stored state a status check decides. */
export type IntegrationState = { isActive: boolean; isConfigured: boolean; healthStatus: HealthStatus };

/** What a status check concludes and stores (spec 001 §4 "Integration status"). */
export type DerivedStatus = { status: CheckStatus; state: IntegrationState };

/** The user's real state that decides whether each protection works. */
export type StatusProbes = {
  hasScans(userId: number): Promise<boolean>;
  phoneVerified(userId: number): Promise<boolean>;
  /** When the browser extension last reported in (heartbeat or threat report), or null. */
  extensionLastSeenAt(userId: number): Promise<Date | null>;
  /** The state of the user's Gmail connection (email-protection). */
  emailProtection(userId: number): Promise<{
    connected: boolean;
    tokenError: boolean;
    synced: boolean;
    syncFailed: boolean;
  }>;
};

/**
 * An extension silent for longer is offline: its refresh token (modules/tokens, 7 days) has
 * expired, so it can no longer report anything until the user signs it in again.
 */
export const EXTENSION_OFFLINE_AFTER_MS = 7 * 24 * 60 * 60_000;

/** Configured, active and healthy: the protection works. */
export const WORKING_STATE: IntegrationState = {
  isActive: true,
  isConfigured: true,
  healthStatus: 'healthy',
};

const WORKING: DerivedStatus = { status: 'success', state: WORKING_STATE };
const PENDING: DerivedStatus = {
  status: 'pending',
  state: { isActive: false, isConfigured: false, healthStatus: 'unknown' },
};
const OFFLINE: DerivedStatus = {
  status: 'offline',
  state: { isActive: false, isConfigured: true, healthStatus: 'offline' },
};
/** The user turned it off (`update_status` inactive): inactive and offline until turned on. */
export const turnedOff = (isConfigured: boolean): DerivedStatus => ({
  status: 'offline',
  state: { isActive: false, isConfigured, healthStatus: 'offline' },
});
/** Connected, first sync under way: set up, not yet protecting. */
const CONNECTED: DerivedStatus = {
  status: 'pending',
  state: { isActive: false, isConfigured: true, healthStatus: 'unknown' },
};
/** Google refused the token: only a new connect helps (issue 14 "a token error is error"). */
const TOKEN_ERROR: DerivedStatus = {
  status: 'error',
  state: { isActive: false, isConfigured: true, healthStatus: 'error' },
};
/** Protecting, but the latest sync failed (issue 14 "a sync failure is warning"). */
const SYNC_WARNING: DerivedStatus = {
  status: 'success',
  state: { isActive: true, isConfigured: true, healthStatus: 'warning' },
};

/** Email protection's status from its Gmail connection (issue 14 "Integration status"). */
async function emailStatus(probes: StatusProbes, userId: number): Promise<DerivedStatus> {
  const email = await probes.emailProtection(userId);
  if (!email.connected) return PENDING;
  if (email.tokenError) return TOKEN_ERROR;
  if (!email.synced) return CONNECTED;
  return email.syncFailed ? SYNC_WARNING : WORKING;
}

/**
 * The status of a user's integration of `type`, from facts rather than from what a client
 * claimed (spec 001 §4 "Integration setup"): dark web monitoring works once a scan is stored,
 * phone protection once the number is verified, web protection while the extension reports in
 * (offline after {@link EXTENSION_OFFLINE_AFTER_MS} of silence), email protection once a
 * connected mailbox has synced (emailStatus). Financial protection has no provider yet: it
 * stays pending.
 */
export async function deriveStatus(
  probes: StatusProbes,
  userId: number,
  type: IntegrationType,
  now: Date,
): Promise<DerivedStatus> {
  switch (type) {
    case 'darkweb':
      return (await probes.hasScans(userId)) ? WORKING : PENDING;
    case 'phone':
      return (await probes.phoneVerified(userId)) ? WORKING : PENDING;
    case 'chrome': {
      const lastSeen = await probes.extensionLastSeenAt(userId);
      if (!lastSeen) return PENDING;
      return now.getTime() - lastSeen.getTime() > EXTENSION_OFFLINE_AFTER_MS ? OFFLINE : WORKING;
    }
    case 'email':
      return emailStatus(probes, userId);
    default:
      return PENDING;
  }
}
