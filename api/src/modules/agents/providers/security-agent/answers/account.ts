import type { BreachFacts } from '../../../tools/breaches.js';
import type { ThreatLine } from '../../../tools/threat-facts.js';
import { humanize, listed, plural } from '../phrases.js';
import { changePassword, passwordFirst, twoStepEmail } from '../playbooks/exposure.js';
import { bullets, steps } from '../speak.js';
import type { Toolbox } from '../toolbox.js';
import { actionItemsSentence } from './common.js';

/** get_latest_scan's answer, as far as these answers read it. */
type ScanFacts =
  | { scanned: false }
  | {
      scanned: true;
      scan_id: number;
      created_at: string;
      total_results: number;
      databases: string[];
      counts: { passwords: number; hashed_passwords: number };
    };

type ProtectionLine = { type: string; display_name: string; required: boolean };
type ScoreFacts = {
  score: number;
  active: ProtectionLine[];
  inactive: ProtectionLine[];
  next_step: string | null;
  score_after_next_step: number | null;
};

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const NO_SCAN =
  "You haven't run a dark web scan yet, so I can't tell which of your accounts leaked. Start one from the Dark Web Scan page: it takes about a minute and looks for your email, name and phone number in known breaches.";

/** One breach in words: 'Adobe (2013): email, password and username exposed. Emails: sam***@….' */
function breachLine(b: BreachFacts): string {
  const when = b.breach_date ? ` (${b.breach_date.slice(0, 4)})` : '';
  const kinds = listed(b.exposed.map(humanize), 8);
  const emails = b.emails.length ? ` Emails: ${b.emails.join(', ')}.` : '';
  return `${b.database_name}${when}: ${kinds || 'details'} exposed.${emails}`;
}

/** "Which of my accounts leaked?": the latest scan's breaches, masked; items to change passwords. */
export async function leakedAccounts(tools: Toolbox): Promise<string[]> {
  const scan = await tools.call<ScanFacts>('get_latest_scan');
  if (!scan) return ["I couldn't read your dark web scans just now. Please try again in a moment."];
  if (!scan.scanned) return [NO_SCAN];
  if (scan.total_results === 0) {
    return [
      `Good news: your latest dark web scan (${day(scan.created_at)}) found none of your details in known breaches.`,
    ];
  }
  const entries = await tools.call<{ breaches: BreachFacts[] }>('list_breach_entries', {
    scan_id: scan.scan_id,
  });
  const breaches = entries?.breaches ?? [];
  const withPasswords = passwordFirst(breaches);
  const created = await tools.createActionItems([
    ...withPasswords.slice(0, 1).map(changePassword),
    twoStepEmail,
  ]);
  return [
    `Your latest dark web scan (${day(scan.created_at)}) found ${plural(scan.total_results, 'record')} about you in ${plural(scan.databases.length, 'data breach', 'data breaches')}:`,
    breaches.length ? bullets(breaches.map(breachLine)) : listed(scan.databases, 10),
    withPasswords.length
      ? `Start with the passwords: change them on ${listed(withPasswords, 4)}, and anywhere you used the same one. Then turn on two-step verification for your email.`
      : 'No password was exposed. Expect more phishing at these addresses, and turn on two-step verification for your email.',
    actionItemsSentence(created) ?? '',
  ];
}

/** "What should I do first?": exposed passwords, missing protections, recent threats, in that order. */
export async function firstSteps(tools: Toolbox): Promise<string[]> {
  const score = await tools.call<ScoreFacts>('get_protection_score');
  const scan = await tools.call<ScanFacts>('get_latest_scan');
  const threats = await tools.call<{ total: number; threats: ThreatLine[] }>('list_threats', { limit: 5 });
  const todo: string[] = [];
  const items = [];
  if (scan?.scanned && scan.counts.passwords + scan.counts.hashed_passwords > 0) {
    const entries = await tools.call<{ breaches: BreachFacts[] }>('list_breach_entries', {
      scan_id: scan.scan_id,
    });
    const exposed = passwordFirst(entries?.breaches ?? []);
    todo.push(
      `Change the passwords exposed in data breaches${exposed.length ? `: ${listed(exposed, 4)}` : ''}, and anywhere you reused them.`,
    );
    if (exposed[0]) items.push(changePassword(exposed[0]));
  } else if (scan && !scan.scanned) {
    todo.push('Run your first dark web scan, to find out whether your details leaked in a data breach.');
  }
  todo.push('Turn on two-step verification for your email: it receives every password reset.');
  items.push(twoStepEmail);
  for (const p of score?.inactive.filter((i) => i.required) ?? []) todo.push(`Turn on ${p.display_name}.`);
  const recent = threats?.threats.filter((t) => t.is_real_threat) ?? [];
  if (recent.length) {
    todo.push(
      `Look at the ${plural(recent.length, 'threat')} Lifeguard flagged recently, starting with "${recent[0]!.description}". Open Explain on it in your Activity timeline.`,
    );
  }
  const created = await tools.createActionItems(items);
  return [
    `Here is where I would start, most important first${score ? ` (your protection score is ${score.score} of 100)` : ''}:`,
    steps(todo.slice(0, 5)),
    actionItemsSentence(created) ?? '',
  ];
}

/** "Am I protected?": the protection score (spec 001 §9), what is on and off, the next step. */
export async function protectionStatus(tools: Toolbox): Promise<string[]> {
  const score = await tools.call<ScoreFacts>('get_protection_score');
  if (!score) return ["I couldn't read your protections just now. Please try again in a moment."];
  const on = score.active.map((p) => p.display_name);
  const off = score.inactive.map(
    (p) => `${p.display_name}${p.required ? ' (needed for full protection)' : ''}`,
  );
  return [
    `Your protection score is ${score.score} out of 100.`,
    [
      on.length ? `On: ${listed(on, 5)}.` : 'None of your protections is on yet.',
      off.length ? `Off: ${listed(off, 5)}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    score.next_step
      ? `Next step: ${score.next_step}${score.score_after_next_step !== null ? `, which raises your score to ${score.score_after_next_step}` : ''}. You can do it from the integration tiles on your dashboard.`
      : 'Every protection is on. Well done!',
  ];
}

/** "Any recent threats?": the newest threats, one line each. */
export async function recentThreats(tools: Toolbox): Promise<string[]> {
  const listed5 = await tools.call<{ total: number; threats: ThreatLine[] }>('list_threats', { limit: 5 });
  if (!listed5) return ["I couldn't read your threats just now. Please try again in a moment."];
  if (!listed5.threats.length) return ['Lifeguard has not recorded any threats for you yet.'];
  const line = (t: ThreatLine) =>
    `${day(t.detected_at)}: ${t.description} (${t.is_real_threat ? `${t.severity} risk` : 'checked, safe'})`;
  return [
    `Lifeguard has recorded ${plural(listed5.total, 'threat')}. The latest:`,
    bullets(listed5.threats.map(line)),
    'Open Explain on any of them in your Activity timeline and I will walk you through it.',
  ];
}
