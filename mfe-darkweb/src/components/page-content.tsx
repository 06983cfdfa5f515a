import type { ReactNode } from 'react';
import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';

export type PageContentProps = {
  title: string;
  subtitle: string;
  /** Beside the title, e.g. the Start New Scan button. */
  actions: ReactNode;
  /** Makes the page unreachable by mouse, keyboard and screen reader, behind a blocking overlay. */
  inert?: boolean;
  children: ReactNode;
};

const StyledPage = styled.div`
  ${stack('lg')}
`;

const StyledTitleBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: ${({ theme }) => `0 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The dark web scan screen's content: its title, subtitle and actions, then the rest. The shell
 * draws the page layout around it (header, footer, width; spec 001 §2 Layout).
 */
export function PageContent({ title, subtitle, actions, inert, children }: PageContentProps) {
  return (
    <StyledPage inert={inert}>
      <StyledTitleBar>
        <div>
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </div>
        {actions}
      </StyledTitleBar>
      {children}
    </StyledPage>
  );
}
