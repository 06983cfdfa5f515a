/**
 * The contract of the shell's right-hand chat panel (spec 001 §2: the threat-explain chat panel
 * "is signalled by a chat-panel-toggle window event"). Any remote opens or closes it with
 * {@link toggleChatPanel}; the shell's frame listens, keeps the open state and draws the slot;
 * the assistant remote renders into the element with id {@link CHAT_PANEL_MOUNT_ID}.
 */

/** The window event's name. */
export const CHAT_PANEL_TOGGLE_EVENT = 'chat-panel-toggle';

/** The event's `detail`: whether the panel is to be open. */
export type ChatPanelToggleDetail = { open: boolean };

/** Id of the empty element inside the panel that the assistant remote fills. */
export const CHAT_PANEL_MOUNT_ID = 'lifeguard-chat-panel';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting the DOM's event map needs an interface
  interface WindowEventMap {
    [CHAT_PANEL_TOGGLE_EVENT]: CustomEvent<ChatPanelToggleDetail>;
  }
}

/** Opens (`true`) or closes (`false`) the chat panel, by dispatching the window event. */
export function toggleChatPanel(open: boolean): void {
  window.dispatchEvent(new CustomEvent<ChatPanelToggleDetail>(CHAT_PANEL_TOGGLE_EVENT, { detail: { open } }));
}
