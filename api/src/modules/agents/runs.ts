import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentLimits } from '../../config.js';
import type { AgentProvider, AgentRequest, AgentTool } from './agent.js';
import type { EventBus } from './bus/event-bus.js';
import type { LeaseRepository } from './leases.js';
import type { AgentRepository } from './repository.js';
import { resumptionOf, type Resumption } from './resume.js';
import { INTERRUPTED, runExecution, type RunLease } from './runner.js';
import type { ExecutionRow } from './schema.js';
import { sessionContext } from './session.js';

/** A run is taken over at most this many times in all: past it, it fails as interrupted. */
export const MAX_ATTEMPTS = 5;
/** A process takes no run over while it runs this many (a stream asking for its own run aside). */
const MAX_TAKEN_OVER = 8;

type RunPoolDeps = {
  repository: AgentRepository;
  leases: LeaseRepository;
  bus: EventBus;
  provider: AgentProvider;
  tools: readonly AgentTool[];
  limits: AgentLimits;
  log: FastifyBaseLogger;
};

/**
 * The assistant runs of this process (issue 35 "Runs belong to the system, not to a process"):
 * those it accepted and those it took over. Each holds a lease on its execution, renewed every
 * third of AGENT_LEASE_MS. Every half lease the pool looks for runs whose lease lapsed (their
 * process died, or stopped and gave them back) and takes them over; a stream waiting on a run
 * does the same for that run (`takeOver(id)`). A run no one may take over any more (run
 * {@link MAX_ATTEMPTS} times, or asked longer ago than that many timeouts and leases) fails as
 * interrupted, with its `error` event.
 */
export function createRunPool({ repository, leases, bus, provider, tools, limits, log }: RunPoolDeps) {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const runs = new Set<Promise<void>>();
  const stopRuns = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let sweep: Promise<void> = Promise.resolve();

  const lapsedQuery = (id?: string) => {
    const now = new Date();
    const horizonMs = MAX_ATTEMPTS * (limits.timeoutMs + limits.leaseMs);
    return { now, notBefore: new Date(now.getTime() - horizonMs), maxAttempts: MAX_ATTEMPTS, id };
  };

  function leaseOf(id: string, attempt: number): RunLease {
    return {
      renewEveryMs: Math.max(10, Math.floor(limits.leaseMs / 3)),
      renew: () => leases.renew(id, attempt, new Date(Date.now() + limits.leaseMs)),
      release: () => leases.release(id, attempt, new Date()),
    };
  }

  /** Runs attempt `attempt` of `executionId` here; settles when it ended (never rejects). */
  function launch(
    userId: number,
    executionId: string,
    attempt: number,
    request: AgentRequest,
    resume?: Resumption,
  ) {
    const deps = { repository, bus, provider, tools, timeoutMs: limits.timeoutMs, log };
    const input = { executionId, userId, request, attempt, resume, lease: leaseOf(executionId, attempt) };
    const finished = runExecution(deps, input, stopRuns.signal);
    runs.add(finished);
    void finished.finally(() => runs.delete(finished));
    return finished;
  }

  /** Continues a run taken over: its request again, from the row and its chat session. */
  async function resume(row: ExecutionRow): Promise<void> {
    log.info({ executionId: row.id, attempt: row.attempts }, 'agent run taken over');
    const [session, events] = await Promise.all([
      row.sessionId ? repository.session(row.userId, row.sessionId) : [],
      repository.events(row.id),
    ]);
    const earlier = session.filter((execution) => execution.createdAt < row.createdAt);
    const { history, threatUuid } = sessionContext(earlier, row.threatUuid);
    const request = { message: row.message, history, threatUuid, threatExplanation: row.threatExplanation };
    void launch(row.userId, row.id, row.attempts, request, resumptionOf(events));
  }

  /** Fails the lapsed runs no one may take over (all such, or `id`), each with its error event. */
  async function failHopeless(id?: string): Promise<void> {
    for (const hopeless of await leases.hopeless(lapsedQuery(id))) {
      const data = { status: 'failed', content: INTERRUPTED, error: INTERRUPTED, has_running_tools: false };
      const seq = await repository.failAbandoned(hopeless, data, new Date());
      if (seq) void bus.publish(hopeless, seq);
    }
  }

  /** Takes over lapsed runs (or just `id`), within this process's share. */
  async function takeOver(id?: string): Promise<void> {
    await failHopeless(id);
    while (id !== undefined || runs.size < MAX_TAKEN_OVER) {
      if (stopRuns.signal.aborted) return;
      const row = await leases.claim(owner, limits.leaseMs, lapsedQuery(id));
      if (!row) return;
      await resume(row);
      if (id !== undefined) return;
    }
  }

  return {
    /**
     * Runs a new execution's first attempt here; `row` was inserted leased to this process
     * (`leaseFields`). Settles when the attempt ended.
     */
    begin: (row: ExecutionRow, request: AgentRequest) => launch(row.userId, row.id, 1, request),

    /** The lease columns of an execution inserted for this process to run (its first attempt). */
    leaseFields: () => ({
      leaseOwner: owner,
      leasedUntil: new Date(Date.now() + limits.leaseMs),
      attempts: 1,
    }),

    takeOver,

    /** Looks for lapsed runs now, then every half lease, until `stop`; settles after the first look. */
    start(): Promise<void> {
      const tick = () => {
        sweep = takeOver().catch((err: unknown) => log.error({ err }, 'agents: takeover failed'));
        void sweep.finally(() => {
          if (!stopRuns.signal.aborted) timer = setTimeout(tick, Math.max(10, limits.leaseMs / 2)).unref();
        });
      };
      tick();
      return sweep;
    },

    /** Stops looking, gives every run of this process back (each lease released) and waits. */
    async stop(): Promise<void> {
      stopRuns.abort();
      clearTimeout(timer);
      await sweep;
      await Promise.allSettled([...runs]);
    },
  };
}

export type RunPool = ReturnType<typeof createRunPool>;
