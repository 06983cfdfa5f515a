import type { Priority } from '@lifeguard/contracts/security-tasks';
import type { BreachFacts } from '../../../tools/breaches.js';
import type { ThreatFacts } from '../../../tools/threat-facts.js';
import type { UrlSign } from '../../../../scam-signs/url-sign.js';

/** What the agent knows of one threat: its facts and what the other tools found about it. */
export type ThreatContext = {
  facts: ThreatFacts;
  /** '"PayPal Billing" <service@paypa1-secure.com>', or null. */
  sender: string | null;
  /** The calling or texting number, or null. */
  caller: string | null;
  /** 'a payment of 749.00 at Target gift cards', or null. */
  payment: string | null;
  /** The full URL, and its host, or null. */
  url: string | null;
  site: string | null;
  /** The brand a link or sender imitates (check_url), or null. */
  brand: string | null;
  /** Warning signs of the link or sender's domain (check_url). */
  signs: UrlSign[];
  /** The breaches of the scan, masked (list_breach_entries), for dark web threats. */
  breaches: BreachFacts[];
  /** The analysis findings in words. */
  findings: string[];
};

/** An action item the agent may create (create_action_item). */
export type Recommendation = { title: string; description: string; priority: Priority };

/**
 * What the built-in agent knows of one threat type (spec 001 §3 threat types), in plain words
 * for families. Each text names the threat's own fields through the context.
 */
export type Playbook = {
  /** Plain name of the type: 'a phishing email'. */
  name: string;
  /** What Lifeguard saw, naming the concrete fields (sender, URL, caller, amount, breaches). */
  seen(c: ThreatContext): string;
  /** What this kind of threat is. */
  what(c: ThreatContext): string;
  /** Why it is dangerous. */
  why(c: ThreatContext): string[];
  /** What to do now, in order. */
  now(c: ThreatContext): string[];
  /** What to tell a family member: words they can use. */
  family(c: ThreatContext): string;
  /** How scammers use this technique. */
  scammers(c: ThreatContext): string;
  /** Words to search the safety articles with. */
  article: string;
  /** Concrete steps worth an action item; the agent creates at most 2. */
  recommend(c: ThreatContext): Recommendation[];
};
