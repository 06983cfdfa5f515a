import type { AgentEvent } from '@lifeguard/contracts/schemas/agents';
import { Type } from 'typebox';
import type { App } from '../../../src/app.js';
import {
  ToolError,
  type AgentProvider,
  type AgentRequest,
  type AgentRun,
  type AgentTool,
} from '../../../src/modules/agents/agent.js';
import { presentEvent } from '../../../src/modules/agents/present.js';
import { useTestApp, type TestContext } from '../../helpers/app.js';

export const EXECUTE = '/agents/execute/';
export const HISTORY = '/agents/history/';
export const streamOf = (id: string) => `/agents/stream/${id}/`;
export const executionOf = (id: string) => `/agents/execution/${id}/`;
export const statusOf = (id: string) => `/agents/status/${id}/`;
export const feedbackOf = (id: string) => `/agents/feedback/${id}/`;

/** How the fake provider answers one message: anything an AgentProvider may do. */
export type Script = (request: AgentRequest, run: AgentRun) => Promise<void>;

/** A promise the test opens when it chooses: a run waiting on it stays in progress. */
export function createGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A provider answering by script: `scripts` maps a message to its script (tests add theirs);
 * any other message is answered 'You said: <message>' in two pieces. `requests` records what
 * it was asked, in order.
 */
export function scriptedProvider() {
  const scripts = new Map<string, Script>();
  const requests: AgentRequest[] = [];
  const provider: AgentProvider = {
    name: 'scripted',
    async answer(request, run) {
      requests.push(request);
      const script = scripts.get(request.message);
      if (script) return script(request, run);
      await run.say('You said: ');
      await run.say(request.message);
    },
  };
  return { provider, scripts, requests };
}

/**
 * Tools standing in for the real ones (tools/ has its own tests): get_threat reports progress
 * and answers what it was asked with the bound user; check_url refuses 'refuse' with a
 * ToolError and crashes on 'crash' with an internal message; create_action_item makes item 42;
 * list_threats runs until its signal aborts.
 */
export function fakeTools(): AgentTool[] {
  return [
    {
      name: 'get_threat',
      description: 'Reads one of your threats.',
      input: Type.Object({ threat_uuid: Type.String() }, { additionalProperties: false }),
      async execute(input: { threat_uuid: string }, context) {
        await context.progress(50, 'Reading the threat', 'threat_events');
        return { threat_uuid: input.threat_uuid, user_id: context.userId };
      },
    },
    {
      name: 'check_url',
      description: 'Explains what a URL is.',
      input: Type.Object({ url: Type.String() }),
      async execute(input: { url: string }) {
        if (input.url === 'refuse') throw new ToolError('That is not a web address.');
        if (input.url === 'crash') throw new Error('connection to db password=hunter2 refused');
        return { url: input.url, lookalike: false };
      },
    },
    {
      name: 'create_action_item',
      description: 'Adds an action item to your dashboard.',
      input: Type.Object({ title: Type.String() }),
      createsActionItem: true,
      async execute(input: { title: string }) {
        return { action_item_id: 42, message: input.title };
      },
    },
    {
      name: 'list_threats',
      description: 'Lists your threats (slowly).',
      input: Type.Object({}),
      execute: (_input, context) =>
        new Promise((_resolve, reject) => {
          context.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    },
  ];
}

export type AgentTestContext = TestContext & { agent: ReturnType<typeof scriptedProvider> };

/**
 * Like useTestApp, with the scripted provider and the fake tools in place of the configured
 * ones: one app and database for the calling test file.
 */
export function useAgentApp({ env = {} }: { env?: Record<string, string> } = {}): AgentTestContext {
  const agent = scriptedProvider();
  return useTestApp(env, { agents: { provider: agent.provider, tools: fakeTools } }, {
    agent,
  } as AgentTestContext);
}

/** Waits until execution `id` is final (checking every 10 ms); answers its status. */
export async function untilFinal(app: App, id: string): Promise<string> {
  for (;;) {
    const status = await app.agents.repository.statusOf(id);
    if (status === 'completed' || status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The stored events of an execution, as the stream sends them. */
export const storedEvents = async (app: App, id: string): Promise<AgentEvent[]> =>
  (await app.agents.repository.events(id)).map(presentEvent);
