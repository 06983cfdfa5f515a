import { labelIdsOf } from './eml.js';
import type { IndexedMessage } from './mailbox-index.js';

type Test = (message: IndexedMessage) => boolean;

const DAY_MS = 86_400_000;
const UNIT_MS: Record<string, number> = { d: DAY_MS, m: 30 * DAY_MS, y: 365 * DAY_MS };

/** A Gmail date (`2024/10/01`, `2024-10-01`) or epoch seconds, as ms; NaN when neither. */
function dateMs(value: string): number {
  if (/^\d{9,11}$/.test(value)) return Number(value) * 1000;
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

/** The test of one search term: `operator:value`, a word or a phrase (operator undefined). */
function termTest(operator: string | undefined, value: string): Test {
  const labelTest = (label: string | undefined) => (m: IndexedMessage) =>
    !!label && m.labelIds.includes(label);
  switch (operator?.toLowerCase()) {
    case 'from':
      return (m) => contains(m.from, value);
    case 'to':
      return (m) => contains(m.to, value);
    case 'subject':
      return (m) => contains(m.subject, value);
    case 'in':
    case 'label':
      return labelTest(labelIdsOf(value.replace(/[-_]/g, ' '))[0]);
    case 'category':
      return labelTest(`CATEGORY_${value.toUpperCase()}`);
    case 'is':
      return labelTest(value.toUpperCase());
    case 'after':
      return (m) => m.internalDate >= dateMs(value);
    case 'before':
      return (m) => m.internalDate < dateMs(value);
    case 'newer_than':
    case 'older_than': {
      const match = /^(\d+)([dmy])$/.exec(value);
      const since = match ? Date.now() - Number(match[1]) * (UNIT_MS[match[2]!] ?? DAY_MS) : NaN;
      return operator === 'newer_than' ? (m) => m.internalDate >= since : (m) => m.internalDate < since;
    }
    default: {
      const text = operator ? `${operator}:${value}` : value;
      return (m) => [m.from, m.to, m.subject, m.snippet].some((field) => contains(field, text));
    }
  }
}

/**
 * The test of a Gmail search query `q` (users.messages.list), a subset of Gmail's: from:, to:,
 * subject:, in: / label: / category: / is:, after: / before: (YYYY/MM/DD or epoch seconds),
 * newer_than: / older_than: (Nd, Nm, Ny), words and "quoted phrases" (in the sender, recipients,
 * subject and snippet), each negated by a leading `-`; every term must hold.
 */
export function queryTest(q: string | undefined): Test {
  const terms = [...(q ?? '').matchAll(/(-?)(?:(\w+):)?(?:"([^"]*)"|(\S+))/g)].map(
    ([, negated, operator, phrase, word]) => {
      const test = termTest(operator, phrase ?? word ?? '');
      return negated ? (m: IndexedMessage) => !test(m) : test;
    },
  );
  return (message) => terms.every((test) => test(message));
}
