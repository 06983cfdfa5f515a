/**
 * The contract of the shell's right-hand chat panel (spec 001 §2: the threat-explain chat panel
 * "is signalled by a chat-panel-toggle window event"). Any remote opens or closes it with
 * {@link toggleChatPanel}, or opens it on a conversation with {@link openChatPanel}; the shell's
 * frame listens, keeps the open state and the latest request, draws the slot, and on the first
 * opening loads the assistant remote's panel into the element with id {@link CHAT_PANEL_MOUNT_ID}.
 */
import type { ComponentType } from 'react';

/** The window event's name. */
export const CHAT_PANEL_TOGGLE_EVENT = 'chat-panel-toggle';

/**
 * What the panel is opened for: explaining one threat of the timeline (spec 001 §5: it needs
 * the event's `threat_id`; `title` is what the user's first message shows), or a general
 * question ('Ask Lifeguard', issue 12).
 */
export type ChatPanelRequest = { kind: 'explain'; threatId: string; title: string } | { kind: 'ask' };

/** The event's `detail`: whether the panel is to be open, and for what when opening. */
export type ChatPanelToggleDetail = { open: boolean; request?: ChatPanelRequest };

/** Id of the element inside the panel that the assistant remote's panel fills. */
export const CHAT_PANEL_MOUNT_ID = 'lifeguard-chat-panel';

/**
 * Props of the assistant remote's panel: the latest request, and `session`, a number the shell
 * raises at every opening; a new value starts a new conversation with a new chat session id
 * (spec 001 §4).
 */
export type AssistantPanelProps = { request: ChatPanelRequest; session: number };

/** The module shape of the assistant remote's `./panel` expose. */
export type AssistantPanelModule = { AssistantPanel: ComponentType<AssistantPanelProps> };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting the DOM's event map needs an interface
  interface WindowEventMap {
    [CHAT_PANEL_TOGGLE_EVENT]: CustomEvent<ChatPanelToggleDetail>;
  }
}

const dispatch = (detail: ChatPanelToggleDetail) =>
  window.dispatchEvent(new CustomEvent<ChatPanelToggleDetail>(CHAT_PANEL_TOGGLE_EVENT, { detail }));

/** Opens (`true`) or closes (`false`) the chat panel, by dispatching the window event. */
export function toggleChatPanel(open: boolean): void {
  dispatch({ open });
}

/** Opens the chat panel on a new conversation about `request` (a new chat session, spec 001 §4). */
export function openChatPanel(request: ChatPanelRequest): void {
  dispatch({ open: true, request });
}
