import { AGENT_TOOL_NAMES } from '@lifeguard/contracts/agents';
import { createLlmProvider, LlmError } from '../../../../src/modules/agents/providers/llm/llm-provider.js';
import type { NewThreatEvent } from '../../../../src/modules/threats/service.js';
import { useTestApp } from '../../../helpers/app.js';
import { signedInUser } from '../../darkweb/darkweb-helpers.js';
import { phishingEmail } from '../../threats/threat-helpers.js';
import {
  lastToolResult,
  startChatStandIn,
  text,
  toolCall,
  type ChatReply,
  type ChatRequest,
} from './chat-stand-in.js';
import { fakeRun, request } from './fake-run.js';

const ctx = useTestApp();
const KEY = 'sk-test-0123456789';

type StandIn = Awaited<ReturnType<typeof startChatStandIn>>;
let standIn: StandIn | undefined;

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function providerAnswering(reply: (request: ChatRequest, n: number) => ChatReply) {
  standIn = await startChatStandIn(reply);
  return createLlmProvider({ baseUrl: standIn.baseUrl, apiKey: KEY, model: 'test-model' });
}

async function userWithThreat() {
  const { user } = await signedInUser(ctx.app);
  const { row } = await ctx.app.threats.record(user.id, phishingEmail(`llm-${user.id}`) as NewThreatEvent);
  return { userId: user.id, threatUuid: row.threatId };
}

describe('the OpenAI-compatible LLM provider against a stand-in server (issue 12, provider 1)', () => {
  it('runs the tool the model calls for the signed-in user, then streams the text that uses its result', async () => {
    const { userId, threatUuid } = await userWithThreat();
    const provider = await providerAnswering((req, n) => {
      if (n === 0) return { chunks: toolCall('call_1', 'get_threat', { threat_uuid: threatUuid }) };
      const facts = JSON.parse(lastToolResult(req).content) as { details: { sender_email: string } };
      return {
        chunks: text('That email came from ', facts.details.sender_email, '. It is phishing: do not click.'),
      };
    });
    const run = fakeRun(ctx.app, userId);
    await provider.answer(request('Explain this threat', threatUuid, true), run.run);

    expect(run.calls).toEqual([
      {
        name: 'get_threat',
        input: { threat_uuid: threatUuid },
        output: expect.objectContaining({
          threat_uuid: threatUuid,
          details: expect.objectContaining({ sender_name: 'PayPal Billing' }),
        }),
      },
    ]);
    expect(run.said).toEqual([
      'That email came from ',
      'billing@paypa1.example',
      '. It is phishing: do not click.',
    ]);

    const [first, second] = standIn!.requests;
    expect(first?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(first?.body).toMatchObject({ model: 'test-model', stream: true });
    const tools = first?.body.tools as { function: { name: string; parameters: unknown } }[];
    expect(tools.map((t) => t.function.name).sort()).toEqual([...AGENT_TOOL_NAMES].sort());
    const getThreat = tools.find((t) => t.function.name === 'get_threat')?.function.parameters;
    expect(getThreat).toMatchObject({
      type: 'object',
      required: ['threat_uuid'],
      additionalProperties: false,
    });
    const [system, user] = first?.body.messages as { role: string; content: string }[];
    expect(system).toMatchObject({ role: 'system', content: expect.stringContaining('family') });
    expect(system?.content).toContain(threatUuid);
    expect(user).toEqual({ role: 'user', content: 'Explain this threat' });
    expect(lastToolResult(second!).tool_call_id).toBe('call_1');
  });

  it("hands a tool's refusal back to the model: another user's threat is never read", async () => {
    const { threatUuid } = await userWithThreat();
    const { userId: otherId } = await userWithThreat();
    const provider = await providerAnswering((req, n) => {
      if (n === 0) return { chunks: toolCall('call_1', 'get_threat', { threat_uuid: threatUuid }) };
      return { chunks: text(`I could not read it: ${lastToolResult(req).content}`) };
    });
    const run = fakeRun(ctx.app, otherId);
    await provider.answer(request('Explain this threat', threatUuid, true), run.run);
    expect(run.calls).toEqual([
      expect.objectContaining({
        name: 'get_threat',
        error: 'No threat with that id was found for this account.',
      }),
    ]);
    expect(run.text()).toContain('No threat with that id was found for this account.');
    expect(run.text()).not.toContain('paypa1');
  });

  it('stops after 5 steps however many tools the model asks for', async () => {
    const { userId } = await userWithThreat();
    const provider = await providerAnswering((_req, n) => ({
      chunks: toolCall(`call_${n}`, 'list_threats', { limit: 1 }),
    }));
    const run = fakeRun(ctx.app, userId);
    await provider.answer(request('Any recent threats?'), run.run);
    expect(standIn!.requests).toHaveLength(5);
    expect(run.calls).toHaveLength(5);
  });

  it("fails with its own message, never the server's, when the model server refuses", async () => {
    const { userId } = await userWithThreat();
    const provider = await providerAnswering(() => ({
      status: 401,
      body: { error: { message: `bad key ${KEY}` } },
    }));
    const run = fakeRun(ctx.app, userId);
    const failure = provider.answer(request('hello'), run.run);
    await expect(failure).rejects.toBeInstanceOf(LlmError);
    await expect(failure).rejects.toThrow(/^The language model could not answer\.$/);
    expect(run.said).toEqual([]);
  });

  it('stops streaming when the run is aborted', async () => {
    const { userId } = await userWithThreat();
    const provider = await providerAnswering(() => ({
      chunks: text('Working on it').slice(0, 2),
      hang: true,
    }));
    const controller = new AbortController();
    const run = fakeRun(ctx.app, userId, controller.signal);
    const say = run.run.say;
    run.run.say = async (piece) => {
      await say(piece);
      controller.abort(new Error('timed out'));
    };
    await expect(provider.answer(request('hello'), run.run)).rejects.toThrow('timed out');
    expect(run.said).toEqual(['Working on it']);
  });
});
