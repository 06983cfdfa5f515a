import { CHAT_SUGGESTIONS } from '@lifeguard/contracts/agents';
import { classifyIntent } from '../../../../src/modules/agents/providers/security-agent/intent.js';
import { linksIn } from '../../../../src/modules/agents/providers/security-agent/links.js';
import { request } from './fake-run.js';

const THREAT = '3f2b8c1e-0d9a-4c57-9e61-2a7b5c4d3e21';
const kind = (message: string, threat: string | null = null, explain = false) =>
  classifyIntent(request(message, threat, explain)).kind;

describe('the built-in agent classifies what a message asks (issue 12)', () => {
  it('explains the threat of an Explain, and answers the three suggestions of spec 001 §9 about it', () => {
    expect(kind('Explain this threat', THREAT, true)).toBe('explain_threat');
    expect(CHAT_SUGGESTIONS.map((s) => kind(s, THREAT))).toEqual([
      'why_dangerous',
      'tell_family',
      'scammer_technique',
    ]);
    expect(kind('Is it really a scam?', THREAT)).toBe('why_dangerous');
    expect(kind('What should I do now?', THREAT)).toBe('threat_steps');
    expect(kind('Should I reply to them?', THREAT)).toBe('threat_steps');
  });

  it('asks for a threat when a suggestion comes without one', () => {
    expect(CHAT_SUGGESTIONS.map((s) => kind(s))).toEqual(['needs_threat', 'needs_threat', 'needs_threat']);
  });

  it.each([
    ['Which of my accounts leaked?', 'leaked_accounts'],
    ['Was my password in a data breach?', 'leaked_accounts'],
    ['What should I do first?', 'first_steps'],
    ['Where do I start?', 'first_steps'],
    ["What's my protection score?", 'protection_status'],
    ['Am I safe?', 'protection_status'],
    ['Is this link safe?', 'ask_for_link'],
    ['Is this link safe? https://paypa1.com/login', 'check_link'],
    ['is paypal.com.evil.xyz legit', 'check_link'],
    ['I got a mail from service@paypa1-secure.com, real?', 'check_link'],
    ['Any recent threats?', 'recent_threats'],
    ['What did Lifeguard block?', 'recent_threats'],
    ['How do I set up two-factor authentication?', 'safety_question'],
    ['How do scammers use gift cards?', 'safety_question'],
    // Questions about Lifeguard itself: its help centre's guides answer them (issue 33 item 1).
    ['How do I invite my family to Lifeguard?', 'safety_question'],
    ['Where are my recovery codes?', 'safety_question'],
    [
      'My grandma got a call from someone saying they are from the IRS and she owes money, what do I do?',
      'safety_question',
    ],
    ['Someone texted my son claiming to be his bank, what should we do first?', 'safety_question'],
    ['someone hacked my facebook', 'safety_question'],
    ['My Instagram account was hacked, what now?', 'safety_question'],
    ['hi', 'greeting'],
    ['thanks!', 'greeting'],
    ["What's the weather tomorrow?", 'out_of_scope'],
    ['Write me a poem about cats', 'out_of_scope'],
  ])('%p → %s', (message, expected) => {
    expect(kind(message)).toBe(expected);
  });

  it('finds links, bare domains on the Public Suffix List and email domains, not file names', () => {
    expect(linksIn('see https://a.example/x?y=1, and paypa1.com/login. Also bob@evil.co.uk!')).toEqual([
      { url: 'https://a.example/x?y=1', fromEmail: false },
      { url: 'https://evil.co.uk', fromEmail: true },
      { url: 'paypa1.com/login', fromEmail: false },
    ]);
    expect(linksIn('I opened report.pdf and notes.txt')).toEqual([]);
    expect(linksIn('hxxp://evil.example/defanged')).toEqual([
      { url: 'http://evil.example/defanged', fromEmail: false },
    ]);
  });
});
