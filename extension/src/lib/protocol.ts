import type { BlockEntry } from './activity';
import type { ConnectionState } from './tokens';

/**
 * The messages the extension's own pages (popup, warning page) send its service worker with
 * `chrome.runtime.sendMessage`; web pages cannot send these (only `setAuthTokens`, messages.ts).
 */
export type InternalRequest =
  | { type: 'status' }
  /** Report in now (heartbeat), then the status: the popup learns at once if the server signed it out. */
  | { type: 'reportIn' }
  | { type: 'setProtection'; enabled: boolean }
  | { type: 'disconnect' }
  /** "Continue anyway" on the warning page: allow `host` in the sender's tab. */
  | { type: 'continueAnyway'; host: string };

/** What the popup shows (issue 32 item 4). */
export type PopupStatus = {
  connection: ConnectionState;
  /** The connected account's email, once the server has said it (heartbeat). */
  email: string | null;
  protectionEnabled: boolean;
  blocksToday: number;
  /** The newest blocks, newest first: at most 5. */
  recentBlocks: BlockEntry[];
  /** The configured Lifeguard origin ("Open Lifeguard", "Connect"). */
  origin: string;
};

/** The answer to each request: the popup's status, or `{ok}` for continueAnyway. */
export type InternalReply<R extends InternalRequest> = R extends { type: 'continueAnyway' }
  ? { ok: boolean }
  : PopupStatus;

/** How many recent blocks the popup lists. */
export const RECENT_BLOCKS = 5;

/** Whether `value` is one of the InternalRequests, checked field by field. */
export function isInternalRequest(value: unknown): value is InternalRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Record<string, unknown>;
  switch (request.type) {
    case 'status':
    case 'reportIn':
    case 'disconnect':
      return true;
    case 'setProtection':
      return typeof request.enabled === 'boolean';
    case 'continueAnyway':
      return typeof request.host === 'string' && request.host.length > 0;
    default:
      return false;
  }
}
