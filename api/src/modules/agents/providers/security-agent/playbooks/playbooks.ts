import type { ThreatType } from '@lifeguard/contracts/threats';
import { breach, darkWebScan, dataBreach, identity } from './exposure.js';
import { aiAgent, email, phishing, sms, socialMedia } from './messages.js';
import { fraud, paymentPlaybook, phoneCall, transaction } from './money.js';
import type { Playbook } from './playbook.js';
import { url, webpage } from './web.js';

/** The built-in agent's playbook of each threat type of spec 001 §3. */
export const PLAYBOOKS: Record<ThreatType, Playbook> = {
  email,
  phishing,
  payment: paymentPlaybook,
  identity,
  breach,
  sms,
  url,
  webpage,
  phone_call: phoneCall,
  transaction,
  social_media: socialMedia,
  ai_agent: aiAgent,
  fraud,
  dark_web_scan: darkWebScan,
  data_breach: dataBreach,
};

/** The playbook of `type`; a type this server does not know reads as a suspicious email's. */
export const playbookFor = (type: string): Playbook => PLAYBOOKS[type as ThreatType] ?? email;
