import type { ThreatFacts } from '../../tools/threat-facts.js';

/** 'a', 'b and c', 'a, b, c and 2 more' (at most `max` named). */
export function listed(items: readonly string[], max = 5): string {
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  const parts = more > 0 ? [...shown, `${more} more`] : shown;
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** 'grandparent_scam' → 'grandparent scam'. */
export const humanize = (code: string) => code.replace(/[_-]+/g, ' ').trim();

/** The sender as a person reads it: '"PayPal Billing" <service@paypa1-secure.com>'. */
export function senderOf({ details }: ThreatFacts): string | null {
  if (!details.sender_email) return details.sender_name ?? null;
  return details.sender_name ? `"${details.sender_name}" <${details.sender_email}>` : details.sender_email;
}

/** The caller or texting number. */
export const callerOf = ({ details }: ThreatFacts) => details.caller ?? details.phone_number ?? null;

/** 'a payment of 749.00 at Target gift cards'. */
export function paymentOf({ details }: ThreatFacts): string | null {
  if (details.amount === undefined && !details.merchant) return null;
  const amount = details.amount === undefined ? 'a payment' : `a payment of ${details.amount}`;
  return details.merchant ? `${amount} at ${details.merchant}` : amount;
}

/** The host of a URL, or the text as given. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname || url;
  } catch {
    return url;
  }
}

/** The domain of an email address ('service@paypa1-secure.com' → 'paypa1-secure.com'). */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** The analysis findings in words: 'Look-alike sender domain asks you to log in (phishing)'. */
export function findingsOf({ analysis }: ThreatFacts): string[] {
  return (analysis?.findings ?? []).map((f) => {
    const kind = f.scam_type ?? f.threat_type;
    if (f.description && kind) return `${f.description.replace(/\.$/, '')} (${humanize(kind)})`;
    return f.description?.replace(/\.$/, '') ?? `Signs of a ${humanize(kind ?? 'scam')}`;
  });
}

/** 'on 3 March 2025' in English, UTC. */
export function whenOf({ detected_at: at }: ThreatFacts): string {
  const date = new Date(at);
  const formatted = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return `on ${formatted}`;
}
