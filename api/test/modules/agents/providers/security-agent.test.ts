import type { ThreatEventRow } from '../../../../src/modules/threats/schema.js';
import { createSecurityAgent } from '../../../../src/modules/agents/providers/security-agent/agent.js';
import { useTestApp } from '../../../helpers/app.js';
import { signedInUser } from '../../darkweb/darkweb-helpers.js';
import { itemsOf } from '../../security-tasks/tasks-helpers.js';
import { rawBreachedValues, seededDemoUser } from '../tools/tool-helpers.js';
import { fakeRun, request } from './fake-run.js';

const ctx = useTestApp();
let userId: number;
let threats: ThreatEventRow[];

beforeAll(async () => {
  userId = await seededDemoUser(ctx.app);
  threats = (await ctx.app.threats.list(userId, { size: 50, offset: 0 })).rows;
});

const threatOf = (externalId: string) => threats.find((t) => t.externalId === externalId)!.threatId;

/** Asks the built-in agent as the demo user (or `asUser`); what it said and called. */
async function ask(message: string, threatUuid: string | null = null, explain = false, asUser = userId) {
  const run = fakeRun(ctx.app, asUser);
  await createSecurityAgent().answer(request(message, threatUuid, explain), run.run);
  expect(run.calls.length).toBeLessThanOrEqual(5);
  for (const raw of rawBreachedValues()) expect(run.text()).not.toContain(raw);
  return { ...run, answer: run.text(), names: run.calls.map((c) => c.name) };
}

describe('the built-in security agent on the demo family (issue 12, provider 2)', () => {
  it("explains the PayPal phishing email by its sender, the link checker's sign and its findings", async () => {
    const { answer, names, said, calls } = await ask(
      'Explain this threat',
      threatOf('demo:email:paypal-suspended'),
      true,
    );
    expect(names).toEqual([
      'get_threat',
      'check_url',
      'create_action_item',
      'create_action_item',
      'search_safety_articles',
    ]);
    expect(calls[1]?.input).toEqual({ url: 'https://paypa1-secure.com' });
    expect(answer).toContain('"PayPal Billing" <service@paypa1-secure.com>');
    expect(answer).toContain('"paypa1" imitates PayPal');
    expect(answer).toContain('Look-alike sender domain asks you to log in (phishing)');
    expect(answer).toContain(
      'Added to your action items: Turn on two-step verification for your PayPal account and Check your PayPal account in the official app.',
    );
    expect(answer).toContain('"How to spot a phishing email"');
    expect(said.length).toBeGreaterThan(5);
  });

  it('explains the dark web scan by its breach names, masked, and turns the readable password into an action item', async () => {
    const scanThreat = threats.find((t) => t.threatType === 'dark_web_scan')!.threatId;
    const { answer, names, calls } = await ask('Explain this threat', scanThreat, true);
    expect(names.slice(0, 2)).toEqual(['get_threat', 'list_breach_entries']);
    expect(answer).toMatch(/LinkedIn, Dropbox, Adobe, MyFitnessPal, Canva and 2 more/);
    expect(calls[2]).toMatchObject({
      name: 'create_action_item',
      input: { title: 'Change your Adobe password' },
    });
  });

  it('says a checked, safe event is safe and creates nothing', async () => {
    const { answer, names } = await ask('Explain this threat', threatOf('demo:email:newsletter'), true);
    expect(names).toEqual(['get_threat', 'check_url']);
    expect(answer).toContain('It found no threat here');
    expect(answer).toContain('news@austinlibrary.org');
  });

  it('names which accounts leaked, masked, and adds their action items once', async () => {
    const { answer, names, calls } = await ask('Which of my accounts leaked?');
    expect(names).toEqual([
      'get_latest_scan',
      'list_breach_entries',
      'create_action_item',
      'create_action_item',
    ]);
    expect(answer).toContain(
      'Adobe (2013): email, password and username exposed. Emails: dem***@lifeguard.local.',
    );
    expect(answer).toContain('Zynga');
    const created = calls.filter((c) => c.name === 'create_action_item').map((c) => c.output);
    expect(created).toEqual([
      {
        action_item_id: expect.any(Number),
        message: 'Already in your action items: Change your Adobe password',
      },
      expect.objectContaining({
        message: expect.stringMatching(/two-step verification for your email account$/),
      }),
    ]);
  });

  it('puts exposed passwords, two-step verification and missing protections first', async () => {
    const { answer, names } = await ask('What should I do first?');
    expect(names).toEqual([
      'get_protection_score',
      'get_latest_scan',
      'list_threats',
      'list_breach_entries',
      'create_action_item',
    ]);
    expect(answer).toMatch(/1\. Change the passwords exposed in data breaches: Adobe, /);
    expect(answer).toContain('2. Turn on two-step verification for your email');
    expect(answer).toContain('Turn on Email Protection.');
    expect(answer).toContain('your protection score is 50 of 100');
  });

  it('checks a link from the message without opening it', async () => {
    const { answer, calls } = await ask('Is this link safe? http://paypal.com.evil.example/login');
    expect(calls).toEqual([
      expect.objectContaining({ name: 'check_url', input: { url: 'http://paypal.com.evil.example/login' } }),
    ]);
    expect(answer).toContain('This link opens evil.example and looks dangerous');
    expect(answer).toContain("PayPal's name is only at the front of the address");
  });

  it('asks for the link when there is none, and answers honestly out of scope, without tools', async () => {
    expect((await ask('Is this link safe?')).names).toEqual([]);
    const outOfScope = await ask("What's the weather tomorrow?");
    expect(outOfScope.names).toEqual([]);
    expect(outOfScope.answer).toMatch(/^I can't answer that yet\./);
    const noThreat = await ask('How do scammers use this technique?');
    expect(noThreat.answer).toMatch(/Open Explain on a threat/);
  });

  it('reports the protection score and the next step, and answers safety questions from our articles', async () => {
    const score = await ask("What's my protection score?");
    expect(score.answer).toContain('Your protection score is 50 out of 100.');
    expect(score.answer).toContain('Turn on Email Protection, which raises your score to 75');
    const article = await ask('How do I set up two-factor authentication?');
    expect(article.names).toEqual(['search_safety_articles']);
    expect(article.answer).toContain('"Two-factor authentication: a second lock on your accounts"');
    const unknown = await ask('Which antivirus brand has the best stock price?');
    expect(unknown.answer).toMatch(/^I can't answer that yet/);
  });

  it("answers another user's threat honestly, without reading it", async () => {
    const { user } = await signedInUser(ctx.app);
    const { answer, calls } = await ask(
      'Explain this threat',
      threatOf('demo:email:paypal-suspended'),
      true,
      user.id,
    );
    expect(calls).toEqual([expect.objectContaining({ name: 'get_threat', error: expect.any(String) })]);
    expect(answer).toMatch(/^I can't find that threat in your account/);
    expect(answer).not.toContain('paypa1');
  });

  it('is deterministic: the same question gets the same answer in the same pieces', async () => {
    const first = await ask('Any recent threats?');
    const second = await ask('Any recent threats?');
    expect(second.said).toEqual(first.said);
    expect(first.answer).toContain('Fake PayPal email asking you to log in to a look-alike site');
  });

  it('adds its action items to the dashboard list', async () => {
    const browser = new (await import('../../../helpers/browser.js')).Browser(ctx.app);
    const { signInDirectly } = await import('../../../helpers/browser.js');
    await signInDirectly(ctx.app, browser, userId);
    const items = await itemsOf(browser);
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'agent_recommendation',
        title: 'Turn on two-step verification for your PayPal account',
        completed: false,
      }),
    );
  });

  it('stops when the run is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('timed out'));
    const run = fakeRun(ctx.app, userId, controller.signal);
    await expect(createSecurityAgent().answer(request('Any recent threats?'), run.run)).rejects.toThrow(
      'timed out',
    );
    expect(run.calls).toEqual([]);
  });
});
