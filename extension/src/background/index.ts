/**
 * The extension's service worker (Manifest V3; issue 32). Every listener is registered here, at
 * the top level and synchronously, so Chrome can wake the worker for any of them:
 * - `onMessageExternal`: the web app's `setAuthTokens` (connection.ts);
 * - `onMessage`: the popup's and the warning page's requests (protocol.ts);
 * - `webNavigation.onBeforeNavigate`: each top-level navigation is checked (protection.ts);
 * - `alarms`: the heartbeat and blocklist refresh every 30 minutes;
 * - `onInstalled`/`onStartup`: the uninstall page, the alarm, and `extension installed`.
 */
import { isInternalRequest, type InternalRequest } from '../lib/protocol';
import { track } from './analytics';
import { connect, disconnect, popupStatus, reportIn, updateBadge } from './connection';
import { origin } from './context';
import { allowInTab, checkNavigation, forgetClosedTab, setProtection } from './protection';

/** How often the extension reports in and looks for a new blocklist, minutes. */
export const REPORT_IN_PERIOD_MINUTES = 30;
const REPORT_IN_ALARM = 'report-in';

/** The feedback page Chrome opens after an uninstall (spec 001 §2 route uninstall, under /app/). */
const UNINSTALL_URL = `${origin}/app/uninstall`;

async function setUp(): Promise<void> {
  await chrome.runtime.setUninstallURL(UNINSTALL_URL);
  await chrome.alarms.create(REPORT_IN_ALARM, { periodInMinutes: REPORT_IN_PERIOD_MINUTES });
  await updateBadge();
}

chrome.runtime.onInstalled.addListener(({ reason }) => {
  void setUp();
  if (reason === 'install') void track('extension installed');
});
chrome.runtime.onStartup.addListener(() => void setUp().then(reportIn));

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === REPORT_IN_ALARM) void reportIn();
});

chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  void connect(message, sender).then(sendResponse);
  return true;
});

async function answer(request: InternalRequest, sender: chrome.runtime.MessageSender) {
  switch (request.type) {
    case 'status':
      return popupStatus();
    case 'reportIn':
      await reportIn();
      return popupStatus();
    case 'setProtection':
      await setProtection(request.enabled);
      await updateBadge();
      return popupStatus();
    case 'disconnect':
      await disconnect();
      return popupStatus();
    case 'continueAnyway': {
      const tabId = sender.tab?.id;
      if (tabId === undefined) return { ok: false };
      await allowInTab(tabId, request.host);
      return { ok: true };
    }
  }
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  // Only the extension's own pages: content scripts and other extensions are not listened to.
  if (sender.id !== chrome.runtime.id || !sender.url?.startsWith(chrome.runtime.getURL(''))) return false;
  if (!isInternalRequest(message)) return false;
  void answer(message, sender).then(sendResponse);
  return true;
});

chrome.webNavigation.onBeforeNavigate.addListener(({ frameId, tabId, url }) => {
  if (frameId === 0 && tabId >= 0) void checkNavigation(tabId, url);
});

chrome.tabs.onRemoved.addListener((tabId) => void forgetClosedTab(tabId));
