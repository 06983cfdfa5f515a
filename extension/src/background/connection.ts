import { SignedOutError } from '../lib/errors';
import { handleExternalMessage, type ExternalReply, type ExternalSender } from '../lib/messages';
import type { PopupStatus } from '../lib/protocol';
import { flushEvents, track } from './analytics';
import { refreshBlocklist } from './blocklist-store';
import { api, KEYS, onSignedOut, origin, readLocal, tokens } from './context';
import { blockSummary, isProtectionEnabled, reportPendingBlocks } from './protection';

/** The toolbar badge: '!' on amber while signed out by the server or protection is off, else none. */
export async function updateBadge(): Promise<void> {
  const state = await tokens.state();
  const warn = state.status === 'signed_out' || !(await isProtectionEnabled());
  await chrome.action.setBadgeText({ text: warn ? '!' : '' });
  if (warn) await chrome.action.setBadgeBackgroundColor({ color: '#a55a00' });
}

onSignedOut(() => {
  void chrome.storage.local.remove([KEYS.email]);
  void updateBadge();
});

/**
 * Reports in (issue 32 "The extension sends the heartbeat on connect and then periodically"):
 * the heartbeat, which turns Web Protection active on the dashboard and answers the account's
 * email for the popup; then the blocklist refresh, the blocks and events that waited. Never
 * rejects: while not connected or offline it does nothing, and the next alarm tries again.
 */
export async function reportIn(): Promise<void> {
  try {
    const { account } = await api.sendHeartbeat({
      version: chrome.runtime.getManifest().version,
      browser: navigator.userAgent.match(/Chrom(e|ium)\/[\d.]+/)?.[0] ?? 'Chromium',
    });
    await chrome.storage.local.set({ [KEYS.email]: account.email });
  } catch (error) {
    if (!(error instanceof SignedOutError)) console.warn('Lifeguard: heartbeat not sent', error);
    return;
  }
  await refreshBlocklist();
  await reportPendingBlocks();
  await flushEvents();
}

/**
 * The web app's `setAuthTokens` message (spec 000 §3, chrome.runtime.onMessageExternal): keeps
 * the tokens and answers the page at once; then reports in and records `extension connected`.
 */
export async function connect(message: unknown, sender: ExternalSender): Promise<ExternalReply> {
  const reply = await handleExternalMessage(message, sender, { lifeguardOrigin: origin, tokens });
  if (reply.success) {
    void (async () => {
      await updateBadge();
      await reportIn();
      await track('extension connected');
    })();
  }
  return reply;
}

/** The popup's "Disconnect": records `extension disconnected` while it still can, then forgets the sign-in. */
export async function disconnect(): Promise<void> {
  await track('extension disconnected');
  await tokens.disconnect();
  await chrome.storage.local.remove([KEYS.email]);
  await updateBadge();
}

/** What the popup shows. */
export async function popupStatus(): Promise<PopupStatus> {
  const email = await readLocal(KEYS.email);
  return {
    connection: await tokens.state(),
    email: typeof email === 'string' ? email : null,
    protectionEnabled: await isProtectionEnabled(),
    ...(await blockSummary()),
    origin,
  };
}
