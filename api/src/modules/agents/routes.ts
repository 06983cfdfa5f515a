import sse from '@fastify/sse';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgentExecutionSchema,
  AgentFeedbackRequestSchema,
  AgentFeedbackResponseSchema,
  AgentHistoryQuerySchema,
  AgentHistoryResponseSchema,
  ExecuteAgentRequestSchema,
  ExecutionParamsSchema,
  type ExecuteAgentRequest,
  ExecutionStatusResponseSchema,
} from '@lifeguard/contracts/schemas/agents';
import { AllauthErrorSchema } from '@lifeguard/contracts/schemas/errors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../../plugins/errors.js';
import { pageWindow, paginated } from '../../plugins/lists.js';
import { tooManyPerMinute } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';
import { presentExecution, presentExecutionSummary, presentFeedback, presentStatus } from './present.js';
import { followExecution, lastEventSeq } from './stream.js';

const HISTORY = '/agents/history/';

const blank = () =>
  apiError(400, [{ message: 'This field may not be blank.', code: 'invalid', param: 'message' }]);

/** A whitespace-only message is refused like an empty one, before it counts against a limit. */
async function notBlank(request: FastifyRequest) {
  if (!(request.body as ExecuteAgentRequest).message.trim()) throw blank();
}

/**
 * The security assistant's calls (spec 001 §7 "Agents", issue 12). Each needs a session:
 * allauth's 401 before CSRF (POSTs) and input are looked at; an execution of another user
 * answers 404 like an unknown one, on every route, the stream included.
 */
const agentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.agents;
  app.addHook('onRequest', app.authenticate);
  await app.register(sse, { heartbeatInterval: limits.streamKeepAliveMs });

  /**
   * POST /agents/execute/ `{message, agent_type?, async_execution?, threat_uuid?,
   * threat_explanation?, session_id?}`: 202 with the pending execution at once, its run going
   * on in the background (async_execution true, the default); 200 with the finished execution
   * when false. 400 bad input (an empty or whitespace-only message, over 4000 characters); 429
   * in allauth's shape past AGENT_RUNS_PER_MINUTE a minute or AGENT_MAX_CONCURRENT_RUNS at once.
   */
  app.post(
    '/agents/execute/',
    {
      preHandler: [
        notBlank,
        app.throttle({
          name: 'agent-runs',
          max: limits.runsPerMinute,
          key: (request) => String(request.auth.user.id),
          error: tooManyPerMinute('questions'),
          family: 'allauth',
        }),
      ],
      schema: {
        body: ExecuteAgentRequestSchema,
        response: {
          200: AgentExecutionSchema,
          202: AgentExecutionSchema,
          ...refusals.owned,
          429: AllauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const userId = request.auth.user.id;
      const { row, finished } = await app.agents.execute(userId, {
        message: body.message.trim(),
        agentType: body.agent_type ?? 'security',
        threatUuid: body.threat_uuid ?? null,
        threatExplanation: body.threat_explanation ?? false,
        sessionId: body.session_id ?? null,
      });
      if (body.async_execution !== false) return reply.code(202).send(presentExecution(row, []));
      await finished;
      const done = await app.agents.get(userId, row.id);
      return reply.code(200).send(presentExecution(done.row, done.events));
    },
  );

  /**
   * GET /agents/stream/{id}/: `text/event-stream` of the execution's events, `id: <seq>` and
   * `data: <AgentEvent JSON>` each; replays those after `Last-Event-ID` (else from the first),
   * then follows live ones; keep-alive comments; ends after `complete` or `error`.
   */
  app.get(
    '/agents/stream/:id/',
    { sse: 'manual', schema: { params: ExecutionParamsSchema, response: refusals.owned } },
    async (request, reply) => {
      const row = await app.agents.owned(request.auth.user.id, request.params.id);
      const closed = new AbortController();
      const stop = () => closed.abort();
      reply.sse.onClose(stop);
      app.agents.onStop(stop);
      reply.header('cache-control', 'no-store').header('x-accel-buffering', 'no');
      // Headers at once: the client's open event does not wait for the first event.
      reply.sse.sendHeaders();
      try {
        await followExecution({
          executionId: row.id,
          after: lastEventSeq(request.headers['last-event-id']),
          repository: app.agents.repository,
          bus: app.agents.bus,
          pollMs: limits.streamPollMs,
          isOver: () => app.agents.isOver(row.id),
          final: row.status === 'completed' || row.status === 'failed',
          signal: closed.signal,
          send: async (event) => {
            if (reply.sse.isConnected) await reply.sse.send({ id: String(event.seq), data: event });
            else stop();
          },
        });
      } finally {
        app.agents.offStop(stop);
      }
    },
  );

  /** GET /agents/execution/{id}/: the execution with its output, tool calls and timings. */
  app.get(
    '/agents/execution/:id/',
    { schema: { params: ExecutionParamsSchema, response: { 200: AgentExecutionSchema, ...refusals.owned } } },
    async (request) => {
      const { row, events } = await app.agents.get(request.auth.user.id, request.params.id);
      return presentExecution(row, events);
    },
  );

  /** GET /agents/status/{id}/: `{execution_id, status, has_running_tools}` (the polling fallback). */
  app.get(
    '/agents/status/:id/',
    {
      schema: {
        params: ExecutionParamsSchema,
        response: { 200: ExecutionStatusResponseSchema, ...refusals.owned },
      },
    },
    async (request) => {
      const { row, last } = await app.agents.status(request.auth.user.id, request.params.id);
      return presentStatus(row, last);
    },
  );

  /** GET /agents/history/?page=&page_size=: the user's executions, newest first, one page. */
  app.get(
    HISTORY,
    {
      schema: {
        querystring: AgentHistoryQuerySchema,
        response: { 200: AgentHistoryResponseSchema, ...refusals.input },
      },
    },
    async (request) => {
      const window = pageWindow(request.query.page, request.query.page_size);
      const { rows, count } = await app.agents.list(request.auth.user.id, window);
      return paginated(HISTORY, window, count, rows.map(presentExecutionSummary));
    },
  );

  /** POST /agents/feedback/{id}/ `{feedback: {helpful}, timestamp}`: one per execution, replaceable. */
  app.post(
    '/agents/feedback/:id/',
    {
      schema: {
        params: ExecutionParamsSchema,
        body: AgentFeedbackRequestSchema,
        response: { 200: AgentFeedbackResponseSchema, ...refusals.owned },
      },
    },
    async (request) => {
      const { feedback, timestamp } = request.body;
      const row = await app.agents.feedback(
        request.auth.user.id,
        request.params.id,
        feedback.helpful,
        timestamp,
      );
      return presentFeedback(row);
    },
  );
};

export default fp(agentsRoutes, { name: 'agents-routes', encapsulate: true });
