/**
 * What can go wrong talking to Gmail (issue 14 "Real Gmail client"), as the sync and the
 * connect flow act on it. Messages carry statuses and Google's short error text, never a token,
 * a URL with a token in it, or message contents.
 */

/** `users.history.list` answered 404: the stored `historyId` is too old, a full sync is due. */
export class HistoryTooOldError extends Error {}

/**
 * The refresh token is dead (invalid_grant: revoked, expired or the scope withdrawn) or Gmail
 * refused it (401/403) after a refresh: retrying cannot help, the user must reconnect Gmail.
 */
export class GmailAuthError extends Error {}

/** 429/5xx still failing after the retries, a timeout or a network error: try again later. */
export class GmailUnavailableError extends Error {}

/** `users.messages.get` answered 404: the message was deleted after it was listed. */
export class GmailMessageGoneError extends Error {}
