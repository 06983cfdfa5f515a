import { useCallback, useRef, useState, type Dispatch } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { api } from '@lifeguard/shared/api/api-slice';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { UNEXPECTED_ERROR_MESSAGE } from '@lifeguard/contracts/errors';
import { useExecuteAgentMutation } from '../api/execute-agent';
import { CHAT_ERRORS } from '../utils/chat-texts';
import type { ConversationAction } from '../utils/conversation';
import { errorClassOf } from '../utils/error-class';
import { useFollowExecution, type RunEnd } from './use-follow-execution';

type ActiveRun = { answerId: string; executionId: string; explain: boolean; startedAt: number };

export type AgentRunOptions = {
  /** The conversation's chat session id, sent with every message. */
  sessionId: string;
  /** The threat the conversation is about, sent with every message as `threat_uuid`. */
  threatId: string | undefined;
  dispatch: Dispatch<ConversationAction>;
  /** Called when a threat explanation (not a follow-up) has completed. */
  onExplained: () => void;
};

/** What a failed start of a run says: the server's message when it gave one (a 429, a 400). */
function executeFailure(error: unknown, explain: boolean): string {
  if (explain) return CHAT_ERRORS.explainFailure;
  const { message } = normalizeError(error);
  return `${CHAT_ERRORS.agentErrorPrefix}${message === UNEXPECTED_ERROR_MESSAGE ? CHAT_ERRORS.executeFailed : message}`;
}

/**
 * Runs the agent on the conversation's messages, one at a time (spec 001 §4): `start(text,
 * explain)` refuses a blank text or any text while a run is going (answers false), else adds the
 * question and a running answer, POSTs /agents/execute/ (asynchronously, with the session id and
 * threat, `threat_explanation` for an explanation) and follows the run with
 * {@link useFollowExecution}. An answer that created action items refreshes the dashboard's
 * ('ActionItem'). Failures, tool errors and completions are tracked as chat analytics events.
 */
export function useAgentRun({ sessionId, threatId, dispatch, onExplained }: AgentRunOptions) {
  const [active, setActive] = useState<ActiveRun | null>(null);
  const busy = useRef(false);
  const [executeAgent] = useExecuteAgentMutation();
  const appDispatch = useAppDispatch();

  const run = useCallback(
    async (message: string, explain: boolean) => {
      const answerId = crypto.randomUUID();
      const question = {
        id: crypto.randomUUID(),
        type: 'user',
        content: message,
        executionId: null,
      } as const;
      dispatch({ type: 'asked', question, answerId });
      try {
        const execution = await executeAgent({
          message,
          agent_type: 'security',
          async_execution: true,
          session_id: sessionId,
          ...(threatId ? { threat_uuid: threatId } : {}),
          ...(explain ? { threat_explanation: true } : {}),
        }).unwrap();
        dispatch({ type: 'started', answerId, executionId: execution.execution_id });
        setActive({ answerId, executionId: execution.execution_id, explain, startedAt: Date.now() });
      } catch (error) {
        busy.current = false;
        dispatch({ type: 'failed', answerId, error: executeFailure(error, explain) });
        track('chat error', {
          error_class: errorClassOf(error, 'execution'),
          message: explain ? CHAT_ERRORS.explainFailed : CHAT_ERRORS.executeFailed,
        });
      }
    },
    [dispatch, executeAgent, sessionId, threatId],
  );

  const start = useCallback(
    (text: string, explain: boolean) => {
      const message = text.trim();
      if (!message || busy.current) return false;
      busy.current = true;
      void run(message, explain);
      return true;
    },
    [run],
  );

  const handleEnd = ({ answerId, executionId, explain, startedAt }: ActiveRun, end: RunEnd) => {
    busy.current = false;
    setActive(null);
    if (!end.ok) {
      dispatch({ type: 'failed', answerId, error: end.error });
      track('chat error', { error_class: end.errorClass, message: end.error, execution_id: executionId });
      return;
    }
    const { output, toolCalls, via } = end;
    const response = output?.response ?? null;
    dispatch({
      type: 'finished',
      answerId,
      response,
      toolCalls,
      preferResponse: via === 'polling',
      at: Date.now(),
    });
    const actionItems = output?.action_items_created.length ?? 0;
    if (actionItems > 0) appDispatch(api.util.invalidateTags(['ActionItem']));
    if (explain) onExplained();
    const duration = Date.now() - startedAt;
    track('chat response completed', {
      execution_id: executionId,
      via,
      duration_ms: duration,
      action_items_created: actionItems,
    });
  };

  useFollowExecution(active?.executionId ?? null, {
    onEvent: (event) => {
      if (!active) return;
      dispatch({ type: 'streamed', answerId: active.answerId, event, at: Date.now() });
      if (event.type === 'tool_call' && event.status === 'error') {
        const message = event.error ?? CHAT_ERRORS.toolFailed;
        track('chat error', { error_class: 'tool_execution', message, tool_name: event.tool_name });
      }
    },
    onStreamError: () => track('chat error', { error_class: 'streaming', execution_id: active?.executionId }),
    onEnd: (end) => active && handleEnd(active, end),
  });

  return start;
}
