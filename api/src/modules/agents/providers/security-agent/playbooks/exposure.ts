import type { BreachFacts } from '../../../tools/breaches.js';
import { listed, plural } from '../phrases.js';
import type { Playbook, Recommendation, ThreatContext } from './playbook.js';

/** The breaches of the threat: from the scan's entries when read, else its breach_databases. */
const breachNames = (c: ThreatContext) =>
  c.breaches.length ? c.breaches.map((b) => b.database_name) : (c.facts.details.breach_databases ?? []);

const named = (c: ThreatContext) => listed(breachNames(c)) || 'a data breach';

/** Names of the breaches that exposed a password, those with a readable one (not a hash) first. */
export const passwordFirst = (breaches: readonly BreachFacts[]) =>
  [
    ...breaches.filter((b) => b.exposed.includes('password')),
    ...breaches.filter((b) => b.password_exposed && !b.exposed.includes('password')),
  ].map((b) => b.database_name);

/**
 * Breaches that exposed a password, readable ones before hashes: the entries say which; else
 * all of the threat's breaches when it counts exposed passwords.
 */
function passwordBreaches(c: ThreatContext): string[] {
  if (c.breaches.length) return passwordFirst(c.breaches);
  return c.facts.details.exposed_passwords_count ? breachNames(c) : [];
}

function exposedWhat(c: ThreatContext): string {
  const { exposed_passwords_count: passwords, exposed_emails: emails } = c.facts.details;
  const parts = [
    ...(emails?.count ? [`your email (${listed(emails.shown, 3)})`] : []),
    ...(passwords ? [plural(passwords, 'password')] : []),
  ];
  return parts.length ? ` It exposed ${listed(parts)}.` : '';
}

/** The action item for a password exposed in `database`. */
export const changePassword = (database: string): Recommendation => ({
  title: `Change your ${database} password`,
  description: `Your password appeared in the ${database} breach. Change it on ${database}, and anywhere you used the same or a similar one.`,
  priority: 'high',
});

/** The action item every exposure calls for first. */
export const twoStepEmail: Recommendation = {
  title: 'Turn on two-step verification for your email account',
  description:
    'Your email receives every password reset. A second step at sign-in stops anyone who has a leaked password.',
  priority: 'high',
};

const breachRecommendations = (c: ThreatContext) => [
  ...passwordBreaches(c).slice(0, 1).map(changePassword),
  twoStepEmail,
];

const breachAdvice = {
  why: (c: ThreatContext) => [
    `Your details from ${named(c)} are sold and shared among criminals, and they stay online for years.`,
    ...(passwordBreaches(c).length
      ? [
          `A password from ${listed(passwordBreaches(c), 3)} will be tried on your email, bank and shopping accounts, in case you reused it.`,
        ]
      : []),
    'With your email, name or phone number, scammers write convincing messages that mention a company you really use.',
  ],
  now: (c: ThreatContext) => [
    ...(passwordBreaches(c).length
      ? [
          `Change your password on ${listed(passwordBreaches(c), 3)}, and on every site where you used the same one.`,
        ]
      : ['Change the password of any account from these breaches that you still use.']),
    'Turn on two-step verification for your email and bank first.',
    'Expect more phishing: do not use links in messages that mention these companies.',
  ],
  family: (c: ThreatContext) =>
    `"Some of our details were in data breaches (${named(c)}). That does not mean anyone got in, but it means: never reuse a password, turn on two-step verification, and be extra careful with emails that mention these companies."`,
  scammers: (c: ThreatContext) =>
    `After a breach like ${named(c)}, the data is sold on dark web markets. Criminals feed the email and password pairs into programs that try them on hundreds of sites (credential stuffing), and use names, emails and phone numbers for targeted phishing.`,
  article: 'data breach what to do password',
  recommend: breachRecommendations,
};

/** breach: the user's data in a breach (type `breach`). */
export const breach: Playbook = {
  name: 'a data breach',
  seen: (c) => `your details in a data breach of ${named(c)}.${exposedWhat(c)}`,
  what: () =>
    'A data breach is when a company you have an account with is hacked and its customer data is copied.',
  ...breachAdvice,
};

/** data_breach: the same, as reported by a breach notice (type `data_breach`). */
export const dataBreach: Playbook = { ...breach, name: 'a data breach' };

/** dark_web_scan: what a dark web scan found (type `dark_web_scan`). */
export const darkWebScan: Playbook = {
  name: 'dark web exposure',
  seen: (c) => {
    const total = c.facts.details.total_results;
    const records = total ? `${plural(total, 'record')} about you` : 'records about you';
    const breaches = plural(breachNames(c).length, 'data breach', 'data breaches');
    return `what a dark web scan found: ${records} in ${breaches}, ${named(c)}.${exposedWhat(c)}`;
  },
  what: () =>
    "The dark web is the part of the internet where stolen data is traded. Lifeguard's scan looks for your email, name and phone number in known breach data.",
  ...breachAdvice,
};

/** identity: signs of identity theft (type `identity`). */
export const identity: Playbook = {
  name: 'possible identity theft',
  seen: (c) =>
    `signs that someone may be using your identity${c.facts.identifier ? ` (${c.facts.identifier})` : ''}: ${c.facts.description}.`,
  what: () =>
    'Identity theft is someone using your name, date of birth or Social Security number to open accounts, take loans or file taxes as you.',
  why: () => [
    'New accounts opened in your name can leave you with debts and a damaged credit score.',
    'It often goes unnoticed for months, until a bill or a refused loan.',
  ],
  now: () => [
    'Freeze your credit with Equifax, Experian and TransUnion: it is free and stops new accounts in your name.',
    'Check your credit reports at AnnualCreditReport.com for accounts you do not recognise.',
    'If you find any, report it at IdentityTheft.gov for a recovery plan.',
  ],
  family: () =>
    '"Someone may be using my details. If anyone calls or writes about an account or loan in my name, do not confirm anything; tell me. And keep your own Social Security number and date of birth private."',
  scammers: () =>
    'Criminals combine details from breaches and social media (name, birthday, address) to pass identity checks, then open cards and loans, or take over phone numbers to get sign-in codes.',
  article: 'freezing your credit identity theft',
  recommend: () => [
    {
      title: 'Freeze your credit with the three credit bureaus',
      description:
        'A free credit freeze at Equifax, Experian and TransUnion stops anyone opening new accounts in your name.',
      priority: 'high',
    },
    {
      title: 'Check your credit reports for accounts you do not know',
      description:
        'Get your free reports at AnnualCreditReport.com and look for accounts, loans or addresses that are not yours.',
      priority: 'medium',
    },
  ],
};
