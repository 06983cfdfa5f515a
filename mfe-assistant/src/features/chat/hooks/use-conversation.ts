import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ChatPanelRequest } from '@lifeguard/shared/layout/chat-panel';
import { track } from '@lifeguard/shared/analytics/track';
import { explainMessage } from '../utils/chat-texts';
import { conversationReducer } from '../utils/conversation';
import { useAgentRun } from './use-agent-run';

/** Where a sent message came from, for analytics. */
export type SendSource = 'input' | 'suggestion' | 'example';

/**
 * One chat session of the panel (spec 001 §4, §5, §9), from its opening `request`: a new chat
 * session id (`crypto.randomUUID`) for its whole life; an explain request sends its explanation
 * at once, once (the first user message names the threat); `send` sends a follow-up with the
 * same `session_id` (and `threat_uuid`), and refuses an empty or whitespace message and any
 * message while a run is going (one request at a time: answers false). The suggestions are
 * offered once the explanation has completed, whenever no run is going.
 */
export function useConversation(request: ChatPanelRequest) {
  const [sessionId] = useState(() => crypto.randomUUID());
  const [messages, dispatch] = useReducer(conversationReducer, []);
  const [explained, setExplained] = useState(false);
  const threatId = request.kind === 'explain' ? request.threatId : undefined;
  const onExplained = useCallback(() => setExplained(true), []);
  const start = useAgentRun({ sessionId, threatId, dispatch, onExplained });

  const explainRequested = useRef(false);
  useEffect(() => {
    // Once per conversation, even when StrictMode runs this effect twice.
    if (request.kind !== 'explain' || explainRequested.current) return;
    explainRequested.current = true;
    track('chat explain requested', { threat_id: request.threatId });
    start(explainMessage(request.title), true);
  }, [request, start]);

  const send = useCallback(
    (text: string, source: SendSource) => {
      const sent = start(text, false);
      if (sent) {
        track('chat message sent', { input: source, kind: request.kind, length: text.trim().length });
        if (source === 'suggestion') track('chat suggestion clicked', { suggestion: text });
      }
      return sent;
    },
    [start, request.kind],
  );

  const running = messages.some((message) => message.type === 'agent' && message.status === 'running');
  return { sessionId, messages, running, showSuggestions: explained && !running, send };
}
