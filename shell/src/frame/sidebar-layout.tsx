import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { chatPanelMargin, mainArea, type ChatPanelMarginProps } from './main-area';
import { SidebarLinks } from './sidebar-links';
import { SidebarToggle } from './sidebar-toggle';
import { ThemeToggle } from './theme-toggle';
import { useSidebarToggle } from './use-sidebar-toggle';
import { UserMenu } from './user-menu';

export type SidebarLayoutProps = { children: ReactNode; panelOpen: boolean };

const StyledSidebar = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: ${({ theme }) => theme.sidebarWidth};
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  @media (width < ${({ theme }) => theme.breakpoints.md}) {
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    transition:
      transform 0.2s ease,
      visibility 0.2s;
  }
`;

const StyledWordmark = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledSidebarFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: auto;
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar - 1};
  /* A dark scrim in both modes: the darkest colour of each theme. */
  background: ${({ theme }) => (theme.mode === 'dark' ? theme.color.background : theme.color.text)};
  opacity: 0.5;
  @media (width >= ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const StyledMain = styled.main<ChatPanelMarginProps>`
  ${mainArea}
  min-height: 100vh;
  margin-left: ${({ theme }) => theme.sidebarWidth};
  padding: ${({ theme }) => theme.space.xl};
  @media (width < ${({ theme }) => theme.breakpoints.md}) {
    margin-left: 0;
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${theme.space.lg}`};
  }
  ${chatPanelMargin}
`;

/**
 * The signed-in sidebar layout (spec 001 §2 Layout): a fixed sidebar of `theme.sidebarWidth`
 * (256 px) with the wordmark, the links, the theme choice and the user card; full height, no
 * header or footer. Below `theme.breakpoints.md` the sidebar moves off-canvas behind a toggle.
 * While the chat panel is open (`panelOpen`) the main area makes room for it.
 */
export function SidebarLayout({ children, panelOpen }: SidebarLayoutProps) {
  const user = useAppSelector(selectCurrentUser);
  const sidebar = useSidebarToggle();
  const sidebarId = useId();
  return (
    <>
      <SidebarToggle
        ref={sidebar.toggleRef}
        open={sidebar.open}
        controls={sidebarId}
        onToggle={sidebar.toggle}
      />
      {sidebar.open ? <StyledBackdrop aria-hidden="true" onClick={sidebar.close} /> : null}
      <StyledSidebar id={sidebarId} aria-label="Main" $open={sidebar.open}>
        <StyledWordmark>Lifeguard</StyledWordmark>
        <SidebarLinks onNavigate={sidebar.close} />
        <StyledSidebarFooter>
          <ThemeToggle />
          {user ? <UserMenu user={user} /> : null}
        </StyledSidebarFooter>
      </StyledSidebar>
      <StyledMain $panelOpen={panelOpen}>{children}</StyledMain>
    </>
  );
}
