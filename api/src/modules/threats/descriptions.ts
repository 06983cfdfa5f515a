import type { Severity, ThreatType } from '@lifeguard/contracts/threats';
import type { ThreatData } from '@lifeguard/contracts/schemas/threats';

type Described = { threat_type: ThreatType; severity: Severity; threat_data?: ThreatData };

const breaches = (n: number) => (n === 1 ? '1 data breach' : `${n} data breaches`);

/** The host of a URL ("Dangerous website blocked: evil.example"), else the text as given. */
function siteOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

function emailSentence(data: ThreatData): string | null {
  if (data.sender) return `Suspicious email from ${data.sender.name || data.sender.email}`;
  return data.subject ? `Suspicious email: "${data.subject}"` : null;
}

function breachSentence(data: ThreatData): string | null {
  const sources = data.breach_databases?.length || data.total_results;
  return sources ? `Your information appeared in ${breaches(sources)}` : null;
}

function paymentSentence(data: ThreatData): string | null {
  if (data.amount === undefined && !data.merchant) return null;
  const amount = data.amount === undefined ? 'payment' : `payment of ${data.amount}`;
  return `Unusual ${amount}${data.merchant ? ` at ${data.merchant}` : ''}`;
}

const sentences: Partial<Record<ThreatType, (data: ThreatData) => string | null>> = {
  email: emailSentence,
  phishing: (data) => (data.url ? `Phishing website blocked: ${siteOf(data.url)}` : emailSentence(data)),
  url: (data) => (data.url ? `Dangerous website blocked: ${siteOf(data.url)}` : null),
  webpage: (data) => (data.url ? `Dangerous website blocked: ${siteOf(data.url)}` : null),
  sms: (data) => (data.phone_number ? `Suspicious text message from ${data.phone_number}` : null),
  phone_call: (data) => {
    const caller = data.caller || data.phone_number;
    return caller ? `Suspicious call from ${caller}` : null;
  },
  payment: paymentSentence,
  transaction: paymentSentence,
  fraud: paymentSentence,
  breach: breachSentence,
  data_breach: breachSentence,
  dark_web_scan: breachSentence,
};

const typeWords: Record<ThreatType, string> = {
  email: 'email',
  phishing: 'phishing',
  payment: 'payment',
  identity: 'identity theft',
  breach: 'data breach',
  sms: 'text message',
  url: 'website',
  webpage: 'website',
  phone_call: 'phone call',
  transaction: 'transaction',
  social_media: 'social media',
  ai_agent: 'AI agent',
  fraud: 'fraud',
  dark_web_scan: 'dark web',
  data_breach: 'data breach',
};

const levelWords: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High-risk',
  medium: 'Medium-risk',
  low: 'Low-risk',
  info: 'Possible',
};

/**
 * The short sentence the threat timeline shows for an event reported without a description
 * (spec 001 §2 "Threat Timeline"): what was seen and from whom, e.g. 'Suspicious email from
 * Jane Doe', 'Dangerous website blocked: evil.example', 'Your information appeared in 3 data
 * breaches'; else by type and severity, e.g. 'High-risk phishing threat detected'.
 */
export function describeThreat({ threat_type: type, severity, threat_data: data = {} }: Described): string {
  const sentence = sentences[type]?.(data);
  if (sentence) return sentence;
  return `${levelWords[severity]} ${typeWords[type]} threat detected`;
}
