import type { ReactNode } from 'react';
import styled from 'styled-components';
import { chatPanelMargin, mainArea, type ChatPanelMarginProps } from './main-area';
import { FrameFooter } from './frame-footer';
import { FrameHeader } from './frame-header';
import { PageTransition } from './page-transition';

export type PageLayoutProps = {
  children: ReactNode;
  panelOpen: boolean;
  /** Without header and footer, at full height (spec 001 §2: the query chat=true). */
  bare: boolean;
};

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main<ChatPanelMarginProps>`
  ${mainArea}
  flex: 1;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${chatPanelMargin}
`;

/**
 * The page layout of signed-in pages outside the sidebar (spec 001 §2 Layout): a top header,
 * the page with its transition, a footer. With `bare` (the query chat=true) the header and
 * footer are hidden and the page takes the full height.
 */
export function PageLayout({ children, panelOpen, bare }: PageLayoutProps) {
  return (
    <StyledPage>
      {bare ? null : <FrameHeader panelOpen={panelOpen} />}
      <StyledMain $panelOpen={panelOpen}>
        {bare ? children : <PageTransition>{children}</PageTransition>}
      </StyledMain>
      {bare ? null : <FrameFooter panelOpen={panelOpen} />}
    </StyledPage>
  );
}
