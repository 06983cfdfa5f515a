import { useCallback, useEffect, useState } from 'react';
import { CHAT_PANEL_TOGGLE_EVENT, toggleChatPanel } from '@lifeguard/shared/layout/chat-panel';

/**
 * The chat panel's open state (spec 001 §2), kept by the shell: set by every `chat-panel-toggle`
 * window event; Escape closes it unless something above it (the user menu) took the key first.
 * `close` dispatches the event too, so whoever listens (the assistant remote) hears of it.
 */
export function useChatPanel() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const handleToggle = (event: WindowEventMap[typeof CHAT_PANEL_TOGGLE_EVENT]) =>
      setOpen(event.detail?.open === true);
    window.addEventListener(CHAT_PANEL_TOGGLE_EVENT, handleToggle);
    return () => window.removeEventListener(CHAT_PANEL_TOGGLE_EVENT, handleToggle);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) toggleChatPanel(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  const close = useCallback(() => toggleChatPanel(false), []);
  return { open, close };
}
