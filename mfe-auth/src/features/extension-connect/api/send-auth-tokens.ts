/**
 * Adapter over `chrome.runtime.sendMessage`, the page-to-extension channel (spec 000 §3, §4
 * "Extension connect outcomes"). Only the shape used here is declared: `window.chrome` is absent
 * outside Chromium, and `runtime.sendMessage` is absent when no extension lists this site in
 * `externally_connectable`.
 */
export type SetAuthTokensMessage = { action: 'setAuthTokens'; accessToken: string; refreshToken: string };

type ChromeRuntime = {
  sendMessage?: (
    extensionId: string,
    message: SetAuthTokensMessage,
    callback: (response?: unknown) => void,
  ) => void;
  lastError?: { message?: string };
};

type WindowWithChrome = Window & { chrome?: { runtime?: ChromeRuntime } };

/** Result shown to the user: success green, warning orange, danger red (spec 000 §4). */
export type ExtensionOutcome = { variant: 'success' | 'warning' | 'danger'; message: string };

/** Texts of spec 000 §4 and §8. */
export const extensionMessages = {
  connected: 'Authentication successful! Your Chrome extension has been connected. You can close this tab.',
  issue: (detail: string) => `Warning: Extension reported an issue: ${detail}`,
  unreachable:
    'Error: Could not connect to the extension. Please ensure it is installed, enabled, and you have reloaded it after any changes.',
  noMessaging:
    'Error: Cannot communicate with the Chrome extension. Are you in the correct browser, or is the extension disabled?',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The extension's own words for its problem: `error` (text or `{message}`), else `message`. */
function issueDetail(reply: Record<string, unknown>): string {
  const { error, message } = reply;
  if (typeof error === 'string' && error) return error;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return typeof message === 'string' && message ? message : 'Unknown error';
}

/** `{success: true}` or a reply without an error is success; anything else is an issue. */
function outcomeOf(response: unknown): ExtensionOutcome {
  const reply = isRecord(response) ? response : {};
  const failed =
    reply.success === false || (reply.success !== true && reply.error != null && reply.error !== false);
  return failed
    ? { variant: 'warning', message: extensionMessages.issue(issueDetail(reply)) }
    : { variant: 'success', message: extensionMessages.connected };
}

/**
 * Hands the tokens to extension `extensionId` as `{action: 'setAuthTokens', accessToken,
 * refreshToken}`. Never rejects: failures resolve to danger outcomes, problems the extension reports
 * to a warning.
 */
export function sendAuthTokens(
  extensionId: string,
  tokens: { accessToken: string; refreshToken: string },
): Promise<ExtensionOutcome> {
  const runtime = (window as WindowWithChrome).chrome?.runtime;
  const sendMessage = runtime?.sendMessage;
  if (!runtime || typeof sendMessage !== 'function') {
    return Promise.resolve({ variant: 'danger', message: extensionMessages.noMessaging });
  }
  return new Promise((resolve) => {
    const unreachable: ExtensionOutcome = { variant: 'danger', message: extensionMessages.unreachable };
    try {
      sendMessage.call(runtime, extensionId, { action: 'setAuthTokens', ...tokens }, (response) => {
        // Chrome sets lastError only for the duration of this callback.
        resolve(runtime.lastError ? unreachable : outcomeOf(response));
      });
    } catch {
      // Chrome throws synchronously for a malformed extension id.
      resolve(unreachable);
    }
  });
}
