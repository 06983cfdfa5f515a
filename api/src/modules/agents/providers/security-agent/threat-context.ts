import type { BreachFacts } from '../../tools/breaches.js';
import type { ThreatFacts } from '../../tools/threat-facts.js';
import type { UrlCheck } from '../../../scam-signs/url-signs.js';
import { callerOf, emailDomain, findingsOf, hostOf, paymentOf, senderOf } from './phrases.js';
import type { ThreatContext } from './playbooks/playbook.js';
import type { Toolbox } from './toolbox.js';

/**
 * Reads the threat of the conversation and what the other tools say about it: get_threat,
 * then check_url on its link (or its sender's domain), or list_breach_entries for a dark web
 * scan. Null when the threat cannot be read (not the user's, or gone).
 */
export async function loadThreat(tools: Toolbox, threatUuid: string): Promise<ThreatContext | null> {
  const facts = await tools.call<ThreatFacts>('get_threat', { threat_uuid: threatUuid });
  if (!facts) return null;
  const url = facts.details.url ?? null;
  const context: ThreatContext = {
    facts,
    sender: senderOf(facts),
    caller: callerOf(facts),
    payment: paymentOf(facts),
    url,
    site: url ? hostOf(url) : null,
    brand: null,
    signs: [],
    breaches: [],
    findings: findingsOf(facts),
  };
  const senderEmail = facts.details.sender_email;
  const target = url ?? (senderEmail ? `https://${emailDomain(senderEmail)}` : null);
  if (target) {
    const check = await tools.call<UrlCheck>('check_url', { url: target });
    context.signs = check?.signs ?? [];
    context.brand = check?.imitates ?? null;
  }
  if (facts.threat_type === 'dark_web_scan') {
    const entries = await tools.call<{ breaches: BreachFacts[] }>('list_breach_entries', {});
    context.breaches = entries?.breaches ?? [];
  }
  return context;
}
