import { ACTION_ITEM_KINDS, type ActionItemKind, type Priority } from '@lifeguard/contracts/security-tasks';
import { breachName } from '../darkweb/breach-name.js';

/** The National Do Not Call Registry, which has no API: people register on its site. */
export const DONOTCALL_REGISTRY_URL = 'https://www.donotcall.gov/';

/** The facts of a user that action items follow (spec 001 §4 "Action items"). */
export type SecurityState = {
  phoneVerified: boolean;
  /** ISO 3166 country of the verified number, or null. */
  phoneCountry: string | null;
  /** Integration types that are configured and active (spec 001 §4 "Integration status"). */
  activeProtections: ReadonlySet<string>;
  /** True once the user has a stored dark web scan. */
  scanned: boolean;
  /** Breach sources of the latest scan that exposed one of the user's passwords. */
  passwordBreaches: readonly string[];
};

/** An item the state calls for; `key` is unique per user and names the condition. */
export type WantedItem = {
  key: string;
  kind: ActionItemKind;
  title: string;
  description: string;
  priority: Priority;
  data: Record<string, unknown>;
};

const protection = (type: string) => ({ integration_type: type });

/**
 * The action items a user's state calls for, in plain words for families. Phone protection is
 * asked for as `verify_phone` (a verified number is what turns it on); dark web monitoring as
 * a first scan; web protection as installing the extension; email protection as turning it on.
 * A verified US number also gets the Do Not Call Registry, which only takes US numbers.
 * Breaches are named by breachName (issue 30 item 7): a source's name carries no link into a
 * title.
 */
export function wantedItems(state: SecurityState): WantedItem[] {
  const items: WantedItem[] = [];
  if (!state.phoneVerified) {
    items.push({
      key: 'verify_phone',
      kind: 'verify_phone',
      title: 'Verify your phone number',
      description:
        'Add your mobile number and type in the code we text you. This turns on Phone Protection, which warns you about scam calls and texts.',
      priority: 'high',
      data: protection('phone'),
    });
  }
  if (!state.scanned) {
    items.push({
      key: 'run_dark_web_scan',
      kind: 'run_dark_web_scan',
      title: 'Run your first dark web scan',
      description:
        'Find out whether your email, name or phone number turned up in a data breach. The scan takes about a minute.',
      priority: 'high',
      data: protection('darkweb'),
    });
  }
  for (const database of new Set(state.passwordBreaches.map(breachName))) {
    items.push({
      key: `change_password:${database}`,
      kind: 'change_password',
      title: `Change your ${database} password`,
      description: `Your password appeared in the ${database} breach. Change it there and anywhere you reused it.`,
      priority: 'high',
      data: { database },
    });
  }
  if (!state.activeProtections.has('chrome')) {
    items.push({
      key: 'install_extension',
      kind: 'install_extension',
      title: 'Install the Lifeguard browser extension',
      description:
        'The extension warns you before a dangerous or fake website opens. Add it to Chrome and sign in to it once.',
      priority: 'medium',
      data: protection('chrome'),
    });
  }
  if (!state.activeProtections.has('email')) {
    items.push({
      key: 'enable_protection:email',
      kind: 'enable_protection',
      title: 'Turn on Email Protection',
      description:
        'Connect your email so Lifeguard can spot scam and phishing messages before you act on them.',
      priority: 'medium',
      data: protection('email'),
    });
  }
  if (state.phoneVerified && state.phoneCountry === 'US') {
    items.push({
      key: 'register_donotcall',
      kind: 'register_donotcall',
      title: 'Add your number to the Do Not Call Registry',
      description:
        'Registered numbers get far fewer sales calls, so an unexpected caller is more likely to be a scammer. It is free.',
      priority: 'low',
      data: { registry_url: DONOTCALL_REGISTRY_URL },
    });
  }
  return items;
}

/**
 * Keys that {@link wantedItems} makes, `<kind>` or `<kind>:<subject>`; only these complete
 * themselves. Items made otherwise (seeded, created by the agent) use other keys.
 */
export const STATE_KEY_PATTERN = `^(${ACTION_ITEM_KINDS.join('|')})(:|$)`;
