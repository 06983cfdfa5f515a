import { useCallback, useEffect, useState } from 'react';
import {
  CHAT_PANEL_TOGGLE_EVENT,
  toggleChatPanel,
  type ChatPanelRequest,
} from '@lifeguard/shared/layout/chat-panel';

type ChatPanelState = { open: boolean; request: ChatPanelRequest; session: number };

const ASK: ChatPanelRequest = { kind: 'ask' };

/**
 * The chat panel's state (spec 001 §2), kept by the shell and set by every `chat-panel-toggle`
 * window event: whether it is open, the latest request (a general question until something asks
 * for more), and `session`, raised at every opening and every new request, so the assistant
 * starts a new conversation with a new chat session id (spec 001 §4). Opening without a request
 * asks a general question. Escape closes it unless something above it (the user menu) took the
 * key first. `close` dispatches the event too, so whoever listens hears of it.
 */
export function useChatPanel() {
  const [state, setState] = useState<ChatPanelState>({ open: false, request: ASK, session: 0 });

  useEffect(() => {
    const handleToggle = ({ detail }: WindowEventMap[typeof CHAT_PANEL_TOGGLE_EVENT]) =>
      setState((current) => {
        if (detail?.open !== true) return current.open ? { ...current, open: false } : current;
        if (current.open && !detail.request) return current;
        return { open: true, request: detail.request ?? ASK, session: current.session + 1 };
      });
    window.addEventListener(CHAT_PANEL_TOGGLE_EVENT, handleToggle);
    return () => window.removeEventListener(CHAT_PANEL_TOGGLE_EVENT, handleToggle);
  }, []);

  const { open } = state;
  useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) toggleChatPanel(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  const close = useCallback(() => toggleChatPanel(false), []);
  return { ...state, close };
}
