/**
 * Contact Support (issue 33 item 2; spec 001 §8/§9 "Contact Support", spec 000 §1 support
 * messenger): the values the server and the support request form both use.
 */

/** What a support request is about, as the form's select offers it. */
export const SUPPORT_TOPICS = [
  'account_access',
  'protection_setup',
  'threat_question',
  'dark_web_scan',
  'family',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Each topic in the words the form, the mails and the Support requests page use. */
export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  account_access: 'Signing in or my account',
  protection_setup: 'Setting up a protection',
  threat_question: 'A threat or alert I received',
  dark_web_scan: 'My dark web scan',
  family: 'My family and invitations',
  other: 'Something else',
};

/** A request's message, in characters (after trimming, for the lower bound). */
export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** Where a request stands: waiting for a person, or answered (by mail, outside the app). */
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/**
 * The reference number mailed to the user: `LG-` and 8 characters of Crockford's base32 (no I,
 * L, O or U, so it reads aloud without confusion), e.g. `LG-7KQ2M9XD`.
 */
export const SUPPORT_REFERENCE_PATTERN = '^LG-[0-9A-HJKMNP-TV-Z]{8}$';

/**
 * The diagnostic details as {@link supportDiagnosticLines} reads them: the fields of
 * `SupportDiagnostics` (schemas/support.ts), which depends on this file's values, so the rule
 * names what it reads rather than importing it back.
 */
export type DiagnosticDetails = {
  app_versions?: readonly { name: string; version: string }[];
  request_id?: string;
  page?: string;
  browser?: string;
};

/**
 * The diagnostic details in words, one line each ("App versions: auth 0.1.0, dashboard 0.1.0"),
 * as the form lists them before sending and the support team's mail shows them: the same words
 * on both sides. Empty for none.
 */
export function supportDiagnosticLines(diagnostics: DiagnosticDetails | null | undefined): string[] {
  if (!diagnostics) return [];
  const { app_versions: versions, request_id: requestId, page, browser } = diagnostics;
  return [
    ...(versions?.length
      ? [`App versions: ${versions.map((v) => `${v.name} ${v.version}`).join(', ')}`]
      : []),
    ...(requestId ? [`Failed request id: ${requestId}`] : []),
    ...(page ? [`Page: ${page}`] : []),
    ...(browser ? [`Browser: ${browser}`] : []),
  ];
}
