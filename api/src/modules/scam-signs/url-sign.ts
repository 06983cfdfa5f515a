/** How strongly a sign points to a scam. */
export type SignLevel = 'high' | 'medium' | 'low';

/** One warning sign of a link, in plain words. */
export type UrlSign = { code: string; level: SignLevel; explanation: string };
