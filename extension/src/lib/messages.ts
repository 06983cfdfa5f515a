import type { TokenStore } from './tokens';

/** What the web app's extension sign-in mode sends (spec 000 §3; mfe-auth send-auth-tokens.ts). */
export type SetAuthTokensMessage = { action: 'setAuthTokens'; accessToken: string; refreshToken: string };

/**
 * The answer the web app reads (mfe-auth send-auth-tokens.ts `outcomeOf`): `{success: true}`
 * shows 'Authentication successful! ...'; `{success: false, error}` shows 'Warning: Extension
 * reported an issue: <error>', so `error` is written for the user.
 */
export type ExternalReply = { success: true } | { success: false; error: string };

/** The parts of `chrome.runtime.MessageSender` the check reads. */
export type ExternalSender = { origin?: string; url?: string };

/** The issues the extension reports to the page, in the user's words. */
export const replyErrors = {
  wrongOrigin: 'This page is not the Lifeguard site the extension is set up for.',
  unknownAction: 'The extension does not know this request.',
  badTokens: 'The sign-in details were missing or malformed. Please sign in again.',
  notSaved: 'The extension could not save the sign-in. Please try again.',
};

/** A compact JWS (three base64url parts), as the refresh endpoint accepts it. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** The refresh endpoint refuses longer tokens (contracts ExtensionTokenRefreshRequestSchema). */
const MAX_TOKEN_LENGTH = 2048;

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && COMPACT_JWS.test(value);

/** The sender's origin: Chrome's `origin`, else that of its `url`; null when neither is usable. */
function originOf(sender: ExternalSender): string | null {
  if (sender.origin) return sender.origin;
  return sender.url && URL.canParse(sender.url) ? new URL(sender.url).origin : null;
}

const failure = (error: string): ExternalReply => ({ success: false, error });

/**
 * The `chrome.runtime.onMessageExternal` handler (issue 32 "Connecting"): accepts
 * `{action: 'setAuthTokens', accessToken, refreshToken}` only from a page of `lifeguardOrigin`
 * (the manifest's externally_connectable already limits senders to it; this holds even if the
 * manifest is built for another origin), stores the pair (a former sign-out is forgotten) and
 * answers `{success: true}`. Anything else answers `{success: false, error}` and stores nothing.
 * Never rejects. The caller sends the first heartbeat after a success.
 */
export async function handleExternalMessage(
  message: unknown,
  sender: ExternalSender,
  { lifeguardOrigin, tokens }: { lifeguardOrigin: string; tokens: Pick<TokenStore, 'save'> },
): Promise<ExternalReply> {
  if (originOf(sender) !== lifeguardOrigin) return failure(replyErrors.wrongOrigin);
  const { action, accessToken, refreshToken } = (
    typeof message === 'object' && message !== null ? message : {}
  ) as Partial<Record<keyof SetAuthTokensMessage, unknown>>;
  if (action !== 'setAuthTokens') return failure(replyErrors.unknownAction);
  if (!isToken(accessToken) || !isToken(refreshToken)) return failure(replyErrors.badTokens);
  try {
    await tokens.save({ accessToken, refreshToken });
  } catch {
    return failure(replyErrors.notSaved);
  }
  return { success: true };
}
