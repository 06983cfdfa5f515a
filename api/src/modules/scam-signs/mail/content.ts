import type { Finding, MailContext, ScamType } from './finding.js';
import type { ParsedMail } from './parse.js';

/**
 * One scam pattern of the words of a message: every listed expression must match (subject and
 * text together) for the sign to count. Written from the FTC's and FBI IC3's descriptions of the
 * scams families report most.
 */
type Pattern = { scam_type: ScamType; weight: number; all: RegExp[]; description: string };

const MONEY =
  /\b(money|cash|\$\s?\d|dollars|bail|wire|transfer|zelle|venmo|western union|moneygram|gift ?cards?|bitcoin)\b/i;

const PATTERNS: readonly Pattern[] = [
  {
    scam_type: 'family_emergency',
    weight: 4,
    all: [
      /\b(grandma|grandpa|granny|nana|papa|mom|dad|it'?s me)\b/i,
      /\b(jail|arrested|accident|hospital|bail|lawyer|attorney|stranded|stuck (in|at))\b/i,
      MONEY,
    ],
    description:
      'It asks for money for a relative in trouble, the "grandparent" scam: call your family member on a number you know',
  },
  {
    scam_type: 'gift_card',
    weight: 4,
    all: [
      /\b(gift ?cards?|(itunes|apple|google play|steam|amazon|ebay|target|walmart) (gift )?cards?)\b/i,
      /\b(buy|purchase|pick up|get|send|scratch|codes?)\b/i,
    ],
    description: 'It asks you to buy gift cards or send their codes: no real business or boss asks for that',
  },
  {
    scam_type: 'wire_fraud',
    weight: 3,
    all: [
      /\b(wire (transfer|the (funds|payment|money))|(bank|payment|account) details (have )?(changed|updated)|new (bank|banking|account) (details|information)|change of (bank|account)|routing number)\b/i,
    ],
    description: 'It asks for a payment to new or changed bank details, a common invoice and wire fraud',
  },
  {
    scam_type: 'secrecy',
    weight: 2,
    all: [
      /\b(keep (this|it) (between us|quiet|secret|confidential)|don'?t tell (anyone|mom|dad|your (parents|family|bank))|do not (tell|mention|discuss) (this|anyone))\b/i,
    ],
    description: 'It asks you to keep it secret, which scammers do so nobody can warn you',
  },
  {
    scam_type: 'tech_support',
    weight: 3,
    all: [
      /\b(virus|infected|malware|hacked|compromised|security alert|subscription (has been )?renewed|auto-?renew(al|ed)?|geek squad|norton|mcafee)\b/i,
      /\b(call|phone|contact)\b[^.\n]{0,60}\+?1?[\s(.-]*\d{3}[\s).-]*\d{3}[\s.-]*\d{4}\b/i,
    ],
    description:
      'It tells you to call a phone number about a virus or a charge: real companies do not ask that by email',
  },
  {
    scam_type: 'advance_fee',
    weight: 3,
    all: [
      /\b(lottery|you (have )?won|winner|inheritance|beneficiary|unclaimed (funds|prize)|claim your (prize|funds|reward)|million (dollars|usd|us dollars))\b/i,
    ],
    description:
      'It promises a prize, an inheritance or a fortune you did not expect: a fee is always asked next',
  },
  {
    scam_type: 'crypto_scam',
    weight: 3,
    all: [
      /\b(bitcoin|crypto(currency)?|btc|usdt|ethereum)\b/i,
      /\b(invest(ment)?|profit|returns?|guaranteed|double your|trading platform)\b/i,
    ],
    description: 'It offers guaranteed crypto returns, the mark of an investment scam',
  },
  {
    scam_type: 'delivery_scam',
    weight: 2,
    all: [
      /\b(package|parcel|shipment|delivery)\b/i,
      /\b(on hold|held|failed|unsuccessful|redeliver(y)?|customs fee|incomplete address|address (is )?(incomplete|invalid)|small fee)\b/i,
    ],
    description: 'It says a package is held until you pay or confirm details, a common delivery scam',
  },
  {
    scam_type: 'urgency',
    weight: 1,
    all: [
      /\b(urgent(ly)?|immediately|within (12|24|48|72) hours|act now|final (notice|warning|reminder)|(will be|has been) (suspended|closed|locked|limited|terminated|disabled)|expires? today|last chance)\b/i,
    ],
    description: 'It pushes you to act at once, so you do not stop to check',
  },
  {
    scam_type: 'credential_request',
    weight: 1,
    all: [
      /\b((verify|confirm|update|validate|restore) (your )?(account|identity|password|login|details|information|payment)|enter your (password|login|card)|sign in to (restore|verify|unlock|confirm))\b/i,
    ],
    description: 'It asks you to sign in or confirm your details through the message',
  },
  {
    scam_type: 'payment_request',
    weight: 1,
    all: [
      /\b(pay (now|today|immediately)|payment (is )?(required|overdue|failed|declined)|outstanding (balance|amount)|unpaid (toll|invoice|balance|taxes)|avoid (penalt(y|ies)|late fees|arrest))\b/i,
    ],
    description: 'It asks for a payment',
  },
];

/**
 * Scam wording in the subject and text (issue 14 "content"): urgency, credentials, payment,
 * gift cards, wire transfers, secrecy, the family-emergency ("grandparent") scam, tech support,
 * advance fees, crypto and delivery. Urgency, credentials and payment are routine alone
 * (finding.ts ROUTINE_SCAM_TYPES): analyse.ts only counts them beside stronger signs.
 */
export function contentFindings(mail: ParsedMail, _context: MailContext): Finding[] {
  const words = `${mail.subject}\n${mail.text}`.slice(0, 50_000);
  return PATTERNS.filter((pattern) => pattern.all.every((expression) => expression.test(words))).map(
    ({ scam_type, weight, description }) => ({ scam_type, weight, description }),
  );
}
