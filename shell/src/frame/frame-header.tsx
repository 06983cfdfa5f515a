import { Link } from '@lifeguard/shared/router/router';
import styled from 'styled-components';
import { openChatPanel } from '@lifeguard/shared/layout/chat-panel';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Button } from '@lifeguard/shared/ui/button';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { chatPanelMargin, type ChatPanelMarginProps } from './main-area';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export type FrameHeaderProps = { panelOpen: boolean };

const StyledHeader = styled.header<ChatPanelMarginProps>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  ${chatPanelMargin}
`;

const StyledHomeLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledTools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/**
 * The top header of the page layout (spec 001 §2): the logo linking to / (the app root, which
 * goes on to the dashboard), 'Ask Lifeguard' (opens the chat panel on a general question,
 * issue 12), the Light/Dark/System choice and the user menu. A signed-out visitor (an
 * invitation's accept page, issue 13) gets the logo and the theme choice only.
 */
export function FrameHeader({ panelOpen }: FrameHeaderProps) {
  const user = useAppSelector(selectCurrentUser);
  return (
    <StyledHeader $panelOpen={panelOpen}>
      <StyledHomeLink to="/" aria-label="Lifeguard home">
        <Logo />
      </StyledHomeLink>
      <StyledTools>
        {user ? (
          <Button variant="secondary" onClick={() => openChatPanel({ kind: 'ask' })}>
            Ask Lifeguard
          </Button>
        ) : null}
        <ThemeToggle />
        {user ? <UserMenu user={user} placement="header" /> : null}
      </StyledTools>
    </StyledHeader>
  );
}
