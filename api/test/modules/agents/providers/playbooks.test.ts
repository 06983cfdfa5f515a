import { CHAT_SUGGESTIONS } from '@lifeguard/contracts/agents';
import { THREAT_TYPES, type ThreatType } from '@lifeguard/contracts/threats';
import { createSecurityAgent } from '../../../../src/modules/agents/providers/security-agent/agent.js';
import type { NewThreatEvent } from '../../../../src/modules/threats/service.js';
import { useTestApp } from '../../../helpers/app.js';
import { signedInUser } from '../../darkweb/darkweb-helpers.js';
import { fakeRun, request } from './fake-run.js';

const ctx = useTestApp();

type Case = { event: Omit<NewThreatEvent, 'threat_type' | 'source_system'>; names: string[] };

const analysis = (scamType: string, description?: string) => ({
  is_threat: true,
  risk_level: 'high' as const,
  findings: [{ scam_type: scamType, ...(description ? { description } : {}) }],
});

/** One threat of each type of spec 001 §3, with the concrete fields its explanation must name. */
const CASES: Record<ThreatType, Case> = {
  email: {
    event: {
      severity: 'high',
      threat_data: {
        subject: 'Invoice overdue',
        sender: { email: 'accounts@invoices-dept.example', name: 'Accounts Team' },
      },
      analysis: analysis('invoice_scam', 'Unknown sender demands payment'),
    },
    names: [
      'accounts@invoices-dept.example',
      'Accounts Team',
      'Invoice overdue',
      'Unknown sender demands payment',
    ],
  },
  phishing: {
    event: {
      severity: 'high',
      threat_data: {
        subject: 'Your account has been limited',
        sender: { email: 'service@paypa1-secure.com', name: 'PayPal Billing' },
      },
      analysis: analysis('phishing', 'Look-alike sender domain asks you to log in.'),
    },
    names: ['service@paypa1-secure.com', 'PayPal', 'Look-alike sender domain asks you to log in'],
  },
  payment: {
    event: { severity: 'high', threat_data: { amount: 1299.99, merchant: 'ElectroMart Online' } },
    names: ['1299.99', 'ElectroMart Online'],
  },
  identity: {
    event: {
      severity: 'critical',
      threat_identifier: 'jane.doe@example.com',
      threat_data: {},
      description: 'A new credit card was opened in your name',
    },
    names: ['jan***@example.com', 'A new credit card was opened in your name'],
  },
  breach: {
    event: {
      severity: 'high',
      threat_data: { breach_databases: ['Adobe', 'LinkedIn'], exposed_passwords_count: 2 },
    },
    names: ['Adobe', 'LinkedIn', '2 passwords'],
  },
  sms: {
    event: {
      severity: 'high',
      threat_data: {
        message: 'USPS: your package is on hold. Pay $1.99 at usps-redelivery.info',
        phone_number: '+1 415 555 0182',
      },
      analysis: analysis('delivery_scam'),
    },
    names: ['+1 415 555 0182', 'USPS: your package is on hold', 'delivery scam'],
  },
  url: {
    event: { severity: 'critical', threat_data: { url: 'http://amaz0n-giftcard-rewards.shop/claim' } },
    names: ['http://amaz0n-giftcard-rewards.shop/claim', 'Amazon'],
  },
  webpage: {
    event: {
      severity: 'high',
      threat_category: 'tech_support_scam',
      threat_data: { url: 'https://windows-defender-alert.support/call-now' },
      analysis: analysis('tech_support'),
    },
    names: ['https://windows-defender-alert.support/call-now', 'Microsoft Windows', 'tech support'],
  },
  phone_call: {
    event: {
      severity: 'medium',
      threat_data: { caller: '+1 888 555 0199' },
      analysis: analysis('impersonation'),
    },
    names: ['+1 888 555 0199', 'impersonation'],
  },
  transaction: {
    event: { severity: 'medium', threat_data: { amount: '749.00', merchant: 'Target gift cards' } },
    names: ['749.00', 'Target gift cards'],
  },
  social_media: {
    event: {
      severity: 'medium',
      threat_category: 'romance_scam',
      threat_data: { message: 'I am a surgeon working overseas and would love to get to know you' },
      analysis: analysis('romance_scam'),
    },
    names: ['I am a surgeon working overseas', 'romance scam'],
  },
  ai_agent: {
    event: {
      severity: 'high',
      threat_data: {
        url: 'https://free-gpt-helper.example/connect',
        message: 'Paste your bank password to continue',
      },
    },
    names: ['https://free-gpt-helper.example/connect', 'Paste your bank password to continue'],
  },
  fraud: {
    event: { severity: 'high', threat_data: { amount: 60, merchant: 'QuickCash Transfers' } },
    names: ['60', 'QuickCash Transfers'],
  },
  dark_web_scan: {
    event: {
      severity: 'high',
      threat_data: {
        total_results: 12,
        breach_databases: ['Canva', 'Wattpad', 'Zynga'],
        exposed_passwords_count: 1,
      },
    },
    names: ['12 records', 'Canva', 'Wattpad', 'Zynga'],
  },
  data_breach: {
    event: {
      severity: 'high',
      threat_data: { breach_databases: ['MyFitnessPal'], exposed_emails: ['sam.rivera@example.com'] },
    },
    names: ['MyFitnessPal', 'sam***@example.com'],
  },
};

let userId: number;
const uuids = new Map<ThreatType, string>();

beforeAll(async () => {
  userId = (await signedInUser(ctx.app)).user.id;
  for (const type of THREAT_TYPES) {
    const { row } = await ctx.app.threats.record(userId, {
      ...CASES[type].event,
      external_id: `playbook:${type}`,
      threat_type: type,
      source_system: 'lifeguard',
      detected_at: '2025-03-01T10:00:00.000Z',
    });
    uuids.set(type, row.threatId);
  }
});

async function ask(type: ThreatType, message: string, explain = false) {
  const run = fakeRun(ctx.app, userId);
  await createSecurityAgent().answer(request(message, uuids.get(type)!, explain), run.run);
  return run;
}

describe('the built-in agent has a playbook for each of the 15 threat types (spec 001 §3)', () => {
  it.each(THREAT_TYPES)(
    'explains a %s threat naming its concrete fields, within 5 tool calls',
    async (type) => {
      const { calls, said, text } = await ask(type, 'Explain this threat', true);
      const answer = text();
      for (const name of CASES[type].names) expect(answer).toContain(name);
      expect(answer).toContain('On 1 March 2025');
      expect(answer).toMatch(/Why it is dangerous:\n- /);
      expect(answer).toMatch(/What to do now:\n1\. /);
      expect(answer).toContain(CHAT_SUGGESTIONS[1]);
      expect(calls[0]).toMatchObject({ name: 'get_threat', input: { threat_uuid: uuids.get(type) } });
      expect(calls.length).toBeLessThanOrEqual(5);
      expect(calls.filter((c) => c.name === 'create_action_item').length).toBeLessThanOrEqual(2);
      expect(said.length).toBeGreaterThan(3);
    },
  );

  it.each(THREAT_TYPES)('answers the three suggestions about the %s threat itself', async (type) => {
    const answers = [];
    for (const suggestion of CHAT_SUGGESTIONS) {
      const { calls, text } = await ask(type, suggestion);
      expect(calls.length).toBeLessThanOrEqual(5);
      expect(text()).toContain(CASES[type].names[0]);
      answers.push(text());
    }
    expect(new Set(answers).size).toBe(3);
    expect(answers[1]).toMatch(/"[^"]+"/);
  });
});
