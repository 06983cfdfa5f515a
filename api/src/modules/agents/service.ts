import type { AgentType } from '@lifeguard/contracts/agents';
import type { FieldError } from '@lifeguard/contracts/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AgentLimits } from '../../config.js';
import { allauthError, notFound } from '../../plugins/errors.js';
import type { AgentProvider, AgentTool } from './agent.js';
import { createEventBus } from './bus/create.js';
import type { EventBus } from './bus/event-bus.js';
import { createAgentProvider } from './providers/index.js';
import { createLeaseRepository } from './leases.js';
import { createAgentRepository, type AgentRepository } from './repository.js';
import { createRunPool, type RunPool } from './runs.js';
import type { ExecutionRow } from './schema.js';
import { sessionContext } from './session.js';
import { createAgentTools } from './tools/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    agents: AgentsService;
  }
}

/** What the assistant answers with; the app's own unless given (tests, benchmarks). */
export type AgentDependencies = {
  provider?: AgentProvider;
  tools?: (app: FastifyInstance) => AgentTool[];
};

/** A new execution as `POST /agents/execute/` asks for it, the message already trimmed. */
export type NewExecution = {
  message: string;
  agentType: AgentType;
  threatUuid: string | null;
  threatExplanation: boolean;
  sessionId: string | null;
};

/** 429 past AGENT_MAX_CONCURRENT_RUNS, in allauth's shape like the per-minute limit (issue 12). */
export const tooManyRunning = (max: number): FieldError => ({
  message: `You already have ${max === 1 ? 'an answer' : `${max} answers`} in progress. Please wait for ${max === 1 ? 'it' : 'one'} to finish.`,
  code: 'too_many_running',
});

type ServiceDeps = {
  repository: AgentRepository;
  bus: EventBus;
  pool: RunPool;
};

/**
 * Executions of the security assistant (spec 001 §3, §4 "Agent run", §7 "Agents"): started in
 * the background, not tied to a request; read, listed and rated by their user only (another
 * user's id throws 404, like an unknown one).
 */
export function createAgentsService({
  repository,
  bus,
  pool,
  limits,
}: ServiceDeps & { limits: AgentLimits }) {
  const streamStops = new Set<() => void>();

  async function owned(userId: number, id: string): Promise<ExecutionRow> {
    const row = await repository.find(userId, id);
    if (!row) throw notFound('id');
    return row;
  }

  return {
    bus,
    repository,
    owned,

    /**
     * Stores a pending execution and starts its run in the background. With a `sessionId`, the
     * session's earlier executions give the conversation so far and, when none is named, the
     * threat. The run is leased to this process (runs.ts), which another takes over if this one
     * dies. `finished` settles when this process's attempt ended (it never rejects).
     * @throws HttpProblem 429 (allauth's shape) when the user has AGENT_MAX_CONCURRENT_RUNS
     *   executions pending or running.
     */
    async execute(userId: number, request: NewExecution) {
      const earlier = request.sessionId ? await repository.session(userId, request.sessionId) : [];
      const { history, threatUuid } = sessionContext(earlier, request.threatUuid);
      const row = await repository.insertWithinLimit(
        {
          userId,
          agentType: request.agentType,
          sessionId: request.sessionId,
          threatUuid,
          threatExplanation: request.threatExplanation,
          message: request.message,
          ...pool.leaseFields(),
        },
        limits.maxConcurrentRuns,
      );
      if (!row) throw allauthError(429, [tooManyRunning(limits.maxConcurrentRuns)]);
      const finished = pool.begin(row, {
        message: request.message,
        history,
        threatUuid,
        threatExplanation: request.threatExplanation,
      });
      return { row, finished };
    },

    /** The user's execution and its events. @throws HttpProblem 404 when not theirs. */
    async get(userId: number, id: string) {
      const row = await owned(userId, id);
      return { row, events: await repository.events(id) };
    },

    /** The user's execution and its last event. @throws HttpProblem 404 when not theirs. */
    async status(userId: number, id: string) {
      const row = await owned(userId, id);
      return { row, last: await repository.lastEvent(id) };
    },

    /** One page of the user's executions, newest first, and their total. */
    list: repository.page,

    /**
     * Stores (or replaces) the user's feedback on their execution; `timestamp` is the client's,
     * a future or unreadable one counts as now. @throws HttpProblem 404 when not theirs.
     */
    async feedback(userId: number, id: string, helpful: boolean, timestamp: string) {
      const now = new Date();
      const given = new Date(timestamp);
      const at = Number.isNaN(given.getTime()) || given > now ? now : given;
      const row = await repository.setFeedback(userId, id, helpful, at);
      if (!row) throw notFound('id');
      return row;
    },

    /**
     * Whether execution `id` is final. When its lease lapsed (its process died), this process
     * takes the run over first, or fails it when no one may any more (runs.ts).
     */
    async isOver(id: string): Promise<boolean> {
      await pool.takeOver(id);
      const status = await repository.statusOf(id);
      return status !== 'pending' && status !== 'running';
    },

    /** Registers a function ending an open stream when the server closes (see `stop`). */
    onStop: (stopStream: () => void) => void streamStops.add(stopStream),
    offStop: (stopStream: () => void) => void streamStops.delete(stopStream),

    /** Looks for runs to take over now and every half lease (runs.ts `start`); settles after the first look. */
    start: () => pool.start(),

    /**
     * Gives the runs under way back, for another process to take over, and waits for them; then
     * ends the open streams, which `app.close()` would otherwise wait for.
     */
    async stop() {
      await pool.stop();
      for (const stopStream of streamStops) stopStream();
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;

/**
 * Domain plugin decorating `app.agents`: the configured event bus (bus/create.ts), the provider
 * (`createAgentProvider`) and tools (`createAgentTools`) unless given. Once the server listens,
 * it takes over runs whose process died (runs.ts), and keeps looking; at close, it gives its
 * runs back first.
 */
export default fp<AgentDependencies>(
  async (app: FastifyInstance, deps) => {
    const repository = createAgentRepository(app.db);
    const bus = await createEventBus(app.config, app.db, app.log);
    const pool = createRunPool({
      repository,
      leases: createLeaseRepository(app.db),
      bus,
      provider: deps.provider ?? createAgentProvider(app.config),
      tools: (deps.tools ?? createAgentTools)(app),
      limits: app.config.agents,
      log: app.log,
    });
    const service = createAgentsService({ repository, bus, pool, limits: app.config.agents });
    app.decorate('agents', service);
    // A server takes runs over once it listens; the worker calls start() itself (worker.ts). A
    // tool that only builds the app (seed:demo) takes nothing it would give back at once.
    app.addHook('onListen', async () => void service.start());
    app.addHook('preClose', () => service.stop());
    app.addHook('onClose', () => bus.close());
  },
  { name: 'agents', dependencies: ['db'] },
);
