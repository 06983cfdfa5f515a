import {
  blocksOnDayOf,
  entryOf,
  markReported,
  readBlockLog,
  withBlock,
  type BlockEntry,
} from '../lib/activity';
import {
  allowHostInTab,
  decideNavigation,
  forgetTab,
  type NavigationContext,
  type NavigationDecision,
  type TabAllowList,
} from '../lib/blocklist';
import { SignedOutError } from '../lib/errors';
import { RECENT_BLOCKS } from '../lib/protocol';
import { track } from './analytics';
import { currentBlocklist, type LoadedBlocklist } from './blocklist-store';
import { ALLOWED_KEY, api, KEYS, origin, readLocal } from './context';

type Block = Extract<NavigationDecision, { blocked: true }>;

/** Whether Web Protection is on (popup switch); on unless the user turned it off. */
export const isProtectionEnabled = async () => (await readLocal(KEYS.protectionEnabled)) !== false;

/** The popup's switch: turns Web Protection on or off in this browser. */
export const setProtection = (enabled: boolean) =>
  chrome.storage.local.set({ [KEYS.protectionEnabled]: enabled });

async function allowList(): Promise<TabAllowList> {
  const { [ALLOWED_KEY]: allowed } = await chrome.storage.session.get([ALLOWED_KEY]);
  return typeof allowed === 'object' && allowed !== null ? (allowed as TabAllowList) : {};
}

/** What a navigation of tab `tabId` is judged against: this blocklist and the tab's allowances. */
const contextOf = (blocklist: LoadedBlocklist, tabId: number, allowed: TabAllowList): NavigationContext => ({
  tabId,
  lifeguardOrigin: origin,
  hosts: blocklist.hosts,
  brands: blocklist.brands,
  allowed,
});

/** The warning page for a block of `url` (issue 32 "a full-page warning from the extension"). */
export function warningUrl(url: string, block: Block): string {
  const params = new URLSearchParams({ url, host: block.host, reason: block.reason });
  if (block.reason === 'lookalike') params.set('brand', block.brand.name);
  return `${chrome.runtime.getURL('warning.html')}?${params}`;
}

/** Block log updates run one after the other (a read-modify-write of one storage key). */
let logQueue: Promise<unknown> = Promise.resolve();
function updateLog(change: (log: BlockEntry[]) => BlockEntry[]): Promise<void> {
  const next = logQueue.then(async () => {
    const log = readBlockLog(await readLocal(KEYS.blocks));
    await chrome.storage.local.set({ [KEYS.blocks]: change(log) });
  });
  logQueue = next.catch(() => undefined);
  return next;
}

/** Reports `entry` to the timeline; false while it cannot (not connected, offline: retried later). */
async function report(entry: BlockEntry, block: Block): Promise<boolean> {
  try {
    await api.reportBlock({ ...block, detectedAt: new Date(entry.at) });
    await updateLog((log) => markReported(log, entry.host, entry.at));
    return true;
  } catch (error) {
    if (!(error instanceof SignedOutError)) console.warn('Lifeguard: block not reported yet', error);
    return false;
  }
}

/**
 * Checks a top-level navigation of tab `tabId` before the page loads (issue 32 "Protection"):
 * when the blocklist or the lookalike check blocks it, the tab goes to the warning page, the
 * block is logged for the popup, reported to the threat timeline (only its host) and counted
 * in analytics. Off while the user has turned protection off.
 */
export async function checkNavigation(tabId: number, url: string): Promise<void> {
  if (!(await isProtectionEnabled())) return;
  const blocklist = await currentBlocklist();
  const decision = decideNavigation(url, contextOf(blocklist, tabId, await allowList()));
  if (!decision.blocked) return;
  await chrome.tabs.update(tabId, { url: warningUrl(url, decision) });
  const entry = entryOf(decision, new Date());
  await updateLog((log) => withBlock(log, entry));
  await report(entry, decision);
  await track('extension threat blocked', { reason: decision.reason, blocklist_version: blocklist.version });
}

/**
 * Reports the blocks not reported yet (made while offline or before connecting), with the
 * host's current verdict. Blocks the list no longer covers are dropped from the retry.
 */
export async function reportPendingBlocks(): Promise<void> {
  const blocklist = await currentBlocklist();
  const pending = readBlockLog(await readLocal(KEYS.blocks)).filter((entry) => !entry.reported);
  for (const entry of pending) {
    const decision = decideNavigation(`https://${entry.host}/`, contextOf(blocklist, -1, {}));
    if (!decision.blocked) await updateLog((log) => markReported(log, entry.host, entry.at));
    else if (!(await report(entry, decision))) return;
  }
}

/** "Continue anyway": `host` is allowed in tab `tabId` until the tab closes. */
export async function allowInTab(tabId: number, host: string): Promise<void> {
  await chrome.storage.session.set({ [ALLOWED_KEY]: allowHostInTab(await allowList(), tabId, host) });
}

/** A closed tab's allowances end with it. */
export async function forgetClosedTab(tabId: number): Promise<void> {
  await chrome.storage.session.set({ [ALLOWED_KEY]: forgetTab(await allowList(), tabId) });
}

/** Today's block count and the newest blocks, for the popup. */
export async function blockSummary(now = new Date()) {
  const log = readBlockLog(await readLocal(KEYS.blocks));
  return { blocksToday: blocksOnDayOf(log, now), recentBlocks: log.slice(0, RECENT_BLOCKS) };
}
