import { css } from 'styled-components';

/**
 * The frame's main area is a size container: screens lay out by the room they have (container
 * queries against `theme.mainWidths`), which the open chat panel narrows.
 */
export const mainArea = css`
  container-type: inline-size;
`;

/** Props of a frame area that makes room for the open chat panel. */
export type ChatPanelMarginProps = { $panelOpen: boolean };

/**
 * While the chat panel is open the main area gets a right margin of the panel's width, from the
 * md breakpoint up (spec 001 §2); below it the panel covers the full width, so no margin.
 */
export const chatPanelMargin = css<ChatPanelMarginProps>`
  @media (width >= ${({ theme }) => theme.breakpoints.md}) {
    margin-right: ${({ theme, $panelOpen }) => ($panelOpen ? theme.chatPanelWidth : '0')};
  }
`;
