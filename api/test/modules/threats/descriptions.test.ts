import { describeThreat } from '../../../src/modules/threats/descriptions.js';

type Event = Parameters<typeof describeThreat>[0];
const high = (event: Omit<Event, 'severity'>): Event => ({ severity: 'high', ...event });

describe('describeThreat (the timeline sentence, spec 001 §2 "Threat Timeline")', () => {
  it.each<[Event, string]>([
    [
      high({ threat_type: 'email', threat_data: { sender: { email: 'a@evil.example', name: '' } } }),
      'Suspicious email from a@evil.example',
    ],
    [high({ threat_type: 'email', threat_data: { subject: 'You won' } }), 'Suspicious email: "You won"'],
    [
      high({ threat_type: 'phishing', threat_data: { url: 'https://evil.example/login' } }),
      'Phishing website blocked: evil.example',
    ],
    [
      high({ threat_type: 'webpage', threat_data: { url: 'not a url' } }),
      'Dangerous website blocked: not a url',
    ],
    [
      high({ threat_type: 'sms', threat_data: { phone_number: '+12015550100' } }),
      'Suspicious text message from +12015550100',
    ],
    [
      high({ threat_type: 'transaction', threat_data: { amount: 420.5, merchant: 'GiftCards Inc' } }),
      'Unusual payment of 420.5 at GiftCards Inc',
    ],
    [high({ threat_type: 'fraud', threat_data: { merchant: 'Wire Co' } }), 'Unusual payment at Wire Co'],
    [
      high({ threat_type: 'data_breach', threat_data: { breach_databases: ['Adobe'] } }),
      'Your information appeared in 1 data breach',
    ],
    [
      high({ threat_type: 'breach', threat_data: { total_results: 4 } }),
      'Your information appeared in 4 data breaches',
    ],
    [high({ threat_type: 'identity' }), 'High-risk identity theft threat detected'],
    [{ threat_type: 'email', severity: 'info' }, 'Possible email threat detected'],
  ])('%p → %p', (event, sentence) => {
    expect(describeThreat(event)).toBe(sentence);
  });
});
