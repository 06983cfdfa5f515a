import { use } from 'react';
import { NavLink } from '@lifeguard/shared/router/router';
import styled, { css } from 'styled-components';
import { openChatPanel } from '@lifeguard/shared/layout/chat-panel';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { AppSettingsContext } from './app-settings';

export type SidebarLinksProps = {
  /** Called when a link is followed, so the off-canvas sidebar can close. */
  onNavigate: () => void;
};

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const link = css`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledNavLink = styled(NavLink)`
  ${link}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.infoBg};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledHelpLink = styled.a`
  ${link}
`;

const StyledAskButton = styled.button`
  ${link}
  width: 100%;
  border: none;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;
`;

/**
 * The sidebar's links (spec 001 §2): Dashboard, 'Ask Lifeguard' (opens the chat panel on a
 * general question, issue 12), and Help and Support, to HELP_URL (issue 33 item 1): our own
 * help centre (/help/) in this tab, another site in a new tab.
 */
export function SidebarLinks({ onNavigate }: SidebarLinksProps) {
  const { help_url: helpUrl } = use(AppSettingsContext);
  const newTab = /^https?:/i.test(helpUrl);
  const handleAsk = () => {
    onNavigate();
    openChatPanel({ kind: 'ask' });
  };
  return (
    <StyledList>
      <li>
        <StyledNavLink to={hrefs.dashboard()} onClick={onNavigate}>
          Dashboard
        </StyledNavLink>
      </li>
      <li>
        <StyledAskButton type="button" onClick={handleAsk}>
          Ask Lifeguard
        </StyledAskButton>
      </li>
      <li>
        <StyledHelpLink
          href={helpUrl}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={onNavigate}
        >
          Help and Support
          {newTab ? (
            <>
              <span aria-hidden="true">↗</span>
              <span className="visually-hidden">(opens in a new tab)</span>
            </>
          ) : null}
        </StyledHelpLink>
      </li>
    </StyledList>
  );
}
