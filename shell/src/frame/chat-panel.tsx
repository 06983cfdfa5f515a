import { useId, useRef } from 'react';
import styled from 'styled-components';
import { CHAT_PANEL_MOUNT_ID, type AssistantPanelProps } from '@lifeguard/shared/layout/chat-panel';
import { Tooltip } from '@lifeguard/shared/ui/tooltip';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { AssistantSlot } from './assistant-slot';
import { usePanelFocus } from './use-panel-focus';

export type ChatPanelProps = AssistantPanelProps & { open: boolean; onClose: () => void };

const StyledPanel = styled.aside`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: ${({ theme }) => theme.zIndex.panel};
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.widths.full};
  border-left: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &[hidden] {
    display: none;
  }
  &:focus {
    outline: none;
  }
  @media (width >= ${({ theme }) => theme.breakpoints.md}) {
    width: ${({ theme }) => theme.chatPanelWidth};
  }
`;

const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledCloseButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledMount = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
`;

/**
 * The right-hand chat panel slot (spec 001 §2): 720 px (`theme.chatPanelWidth`) from the md
 * breakpoint up, full width below. It stays mounted while closed (hidden), so the element the
 * assistant remote renders into (`#lifeguard-chat-panel`) outlives each opening. The remote is
 * loaded at the first opening (`session` 0 means never opened) and gets each `request` and
 * `session`.
 */
export function ChatPanel({ open, request, session, onClose }: ChatPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const headingId = useId();
  usePanelFocus(open, panelRef);
  return (
    <StyledPanel ref={panelRef} aria-labelledby={headingId} tabIndex={-1} hidden={!open}>
      <StyledPanelHeader>
        <h2 id={headingId}>Security assistant</h2>
        <Tooltip content="Close security assistant" placement="left">
          <StyledCloseButton type="button" aria-label="Close security assistant" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </StyledCloseButton>
        </Tooltip>
      </StyledPanelHeader>
      <StyledMount id={CHAT_PANEL_MOUNT_ID}>
        {session > 0 ? <AssistantSlot request={request} session={session} /> : null}
      </StyledMount>
    </StyledPanel>
  );
}
