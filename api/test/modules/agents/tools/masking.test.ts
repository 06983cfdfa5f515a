import type { AgentToolName } from '@lifeguard/contracts/agents';
import { useTestApp } from '../../../helpers/app.js';
import { rawBreachedValues, runTool, seededDemoUser } from './tool-helpers.js';

const ctx = useTestApp();
let userId: number;

beforeAll(async () => {
  userId = await seededDemoUser(ctx.app);
});

/** Every tool, with an input that reaches the user's breach data where it has any. */
async function everyOutput(): Promise<Record<string, unknown>> {
  const { threats } = await runTool<{ threats: { threat_uuid: string; threat_type: string }[] }>(
    ctx.app,
    userId,
    'list_threats',
    { limit: 20 },
  );
  const scanThreat = threats.find((t) => t.threat_type === 'dark_web_scan');
  if (!scanThreat) throw new Error('the demo scan recorded no threat');
  const calls: [AgentToolName, Record<string, unknown>][] = [
    ['list_threats', { limit: 20 }],
    ['get_threat', { threat_uuid: scanThreat.threat_uuid }],
    ['get_latest_scan', {}],
    ['list_breach_entries', {}],
    ['list_integrations', {}],
    ['get_protection_score', {}],
    ['search_safety_articles', { query: 'data breach password' }],
    ['check_url', { url: 'https://www.adobe.com/' }],
    [
      'create_action_item',
      { title: 'Change your Adobe password', description: 'It leaked.', priority: 'high' },
    ],
  ];
  const outputs: Record<string, unknown> = {};
  for (const [name, input] of calls) outputs[name] = await runTool(ctx.app, userId, name, input);
  for (const threat of threats) {
    outputs[`get_threat:${threat.threat_type}`] = await runTool(ctx.app, userId, 'get_threat', {
      threat_uuid: threat.threat_uuid,
    });
  }
  return outputs;
}

describe('agent tool outputs hold no unmasked breached value (spec 001 §9, issue 12)', () => {
  it('no tool answers a raw email, password, hash, name, phone, address, birth date or username', async () => {
    const outputs = await everyOutput();
    for (const [name, output] of Object.entries(outputs)) {
      const json = JSON.stringify(output);
      for (const raw of rawBreachedValues()) {
        if (json.includes(raw)) throw new Error(`${name} answered the raw breached value ${raw}: ${json}`);
      }
    }
  });

  it('masks the scan as the screens do and gives passwords only as counts', async () => {
    const scan = await runTool<{ counts: Record<string, number> }>(ctx.app, userId, 'get_latest_scan');
    expect(scan).toMatchObject({
      scanned: true,
      databases: expect.arrayContaining(['Adobe', 'LinkedIn', 'Wattpad']),
      exposed: {
        emails: { count: 1, shown: ['dem***@lifeguard.local'] },
        names: { shown: ['S. R.'] },
        birth_years: { shown: ['1982'] },
        addresses: { shown: ['***, Texas'] },
      },
    });
    expect(scan.counts.passwords).toBe(1);
    expect(scan.counts.hashed_passwords).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(scan)).not.toMatch(/passwords_found|hashed_password"\s*:\s*\[/);
  });

  it('lists breaches with what each exposed, masked, and a password only as a flag', async () => {
    const reported: { progress: number }[] = [];
    const entries = await runTool<{ breaches: Record<string, unknown>[] }>(
      ctx.app,
      userId,
      'list_breach_entries',
      {},
      reported,
    );
    const adobe = entries.breaches.find((b) => b.database_name === 'Adobe');
    expect(adobe).toMatchObject({
      breach_date: '2013-10-04',
      password_exposed: true,
      exposed: expect.arrayContaining(['email', 'password', 'username']),
      emails: ['dem***@lifeguard.local'],
    });
    const canva = entries.breaches.find((b) => b.database_name === 'Canva');
    expect(canva).toMatchObject({ password_exposed: false, names: ['S. R.'], addresses: ['***, Texas'] });
    expect(reported.map((r) => r.progress)).toEqual([40, 80]);
  });
});
