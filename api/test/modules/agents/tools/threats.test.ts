import { ToolError } from '../../../../src/modules/agents/agent.js';
import type { NewThreatEvent } from '../../../../src/modules/threats/service.js';
import { useTestApp } from '../../../helpers/app.js';
import { signedInUser } from '../../darkweb/darkweb-helpers.js';
import { phishingEmail } from '../../threats/threat-helpers.js';
import { runTool } from './tool-helpers.js';

const ctx = useTestApp();

type Facts = {
  threat_uuid: string;
  details: Record<string, unknown>;
  is_real_threat: boolean;
  analysis: unknown;
};

async function userWithPhishing() {
  const { user } = await signedInUser(ctx.app);
  const { row } = await ctx.app.threats.record(user.id, phishingEmail(`agent-${user.id}`) as NewThreatEvent);
  return { userId: user.id, threatUuid: row.threatId };
}

describe('get_threat and list_threats (issue 12)', () => {
  it("reads the user's threat with its concrete fields and analysis, without the Gmail link", async () => {
    const { userId, threatUuid } = await userWithPhishing();
    const facts = await runTool<Facts>(ctx.app, userId, 'get_threat', { threat_uuid: threatUuid });
    expect(facts).toMatchObject({
      threat_uuid: threatUuid,
      threat_type: 'email',
      severity: 'high',
      is_real_threat: true,
      identifier: 'billing@paypa1.example',
      details: {
        subject: 'Your account is on hold',
        sender_name: 'PayPal Billing',
        sender_email: 'billing@paypa1.example',
        message_excerpt: 'Confirm your card details within 24 hours.',
      },
      analysis: { risk_level: 'high', findings: [{ scam_type: 'phishing' }] },
    });
    expect(JSON.stringify(facts)).not.toContain('mail.google.com');
  });

  it("refuses another user's threat, an unknown one, and a malformed id with a ToolError", async () => {
    const { threatUuid } = await userWithPhishing();
    const { user: other } = await signedInUser(ctx.app);
    const refused = 'No threat with that id was found for this account.';
    await expect(runTool(ctx.app, other.id, 'get_threat', { threat_uuid: threatUuid })).rejects.toThrow(
      new ToolError(refused),
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(runTool(ctx.app, other.id, 'get_threat', { threat_uuid: unknown })).rejects.toBeInstanceOf(
      ToolError,
    );
    // The schema refuses a non-UUID before execute; the service answers null for one anyway.
    await expect(runTool(ctx.app, other.id, 'get_threat', { threat_uuid: 'not-a-uuid' })).rejects.toThrow(
      /schema/,
    );
    expect(await ctx.app.threats.get(other.id, 'not-a-uuid')).toBeNull();
  });

  it("lists only the user's threats, newest first, with the total", async () => {
    const { userId } = await userWithPhishing();
    await ctx.app.threats.record(userId, {
      external_id: 'call-1',
      threat_type: 'phone_call',
      severity: 'medium',
      source_system: 'lifeguard',
      detected_at: '2025-03-02T10:00:00.000Z',
      threat_data: { caller: '+1 888 555 0199' },
    });
    const { userId: otherId } = await userWithPhishing();
    const listed = await runTool<{ total: number; threats: Record<string, unknown>[] }>(
      ctx.app,
      userId,
      'list_threats',
      { limit: 1 },
    );
    expect(listed.total).toBe(2);
    expect(listed.threats).toEqual([
      expect.objectContaining({
        threat_type: 'phone_call',
        description: 'Suspicious call from +1 888 555 0199',
      }),
    ]);
    const others = await runTool<{ total: number }>(ctx.app, otherId, 'list_threats');
    expect(others.total).toBe(1);
    await expect(runTool(ctx.app, userId, 'list_threats', { limit: 21 })).rejects.toThrow(/schema/);
  });

  it('masks the identifier and exposed emails of a breach threat, and gives no message excerpt', async () => {
    const { user } = await signedInUser(ctx.app);
    const { row } = await ctx.app.threats.record(user.id, {
      external_id: 'breach-1',
      threat_type: 'data_breach',
      severity: 'high',
      source_system: 'lifeguard',
      threat_identifier: 'jane.doe@example.com',
      threat_data: {
        breach_databases: ['Adobe'],
        exposed_emails: ['jane.doe@example.com', 'jd@example.org'],
        exposed_passwords_count: 1,
        identifier: '+1 512 555 0147',
        message: 'Your password hunter2 was found',
      },
    });
    const facts = await runTool<Facts & { identifier: string }>(ctx.app, user.id, 'get_threat', {
      threat_uuid: row.threatId,
    });
    expect(facts.identifier).toBe('jan***@example.com');
    expect(facts.details).toEqual({
      breach_databases: ['Adobe'],
      exposed_emails: { count: 2, shown: ['jan***@example.com', 'jd***@example.org'] },
      exposed_passwords_count: 1,
      identifier: '***-***-0147',
    });
  });
});
