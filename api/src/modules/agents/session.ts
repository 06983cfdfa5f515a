import type { AgentTurn } from './agent.js';
import type { ExecutionRow } from './schema.js';

/** How many earlier turns of a chat session a provider is given (agent.ts `AgentRequest`). */
export const HISTORY_TURNS = 10;

/**
 * What the earlier executions of a chat session (oldest first) give a new one (issue 12): the
 * conversation so far as turns, the last {@link HISTORY_TURNS} of them (each execution's
 * message, then its answer when it completed), and the threat the session is about when the
 * request names none (the latest one named).
 */
export function sessionContext(
  earlier: Pick<ExecutionRow, 'message' | 'status' | 'response' | 'threatUuid'>[],
  threatUuid: string | null,
): { history: AgentTurn[]; threatUuid: string | null } {
  const turns = earlier.flatMap((execution): AgentTurn[] =>
    execution.status === 'completed' && execution.response
      ? [
          { role: 'user', content: execution.message },
          { role: 'agent', content: execution.response },
        ]
      : [{ role: 'user', content: execution.message }],
  );
  const named = earlier.findLast((execution) => execution.threatUuid)?.threatUuid ?? null;
  return { history: turns.slice(-HISTORY_TURNS), threatUuid: threatUuid ?? named };
}
