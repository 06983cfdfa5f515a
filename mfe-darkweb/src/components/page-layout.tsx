import type { ReactNode } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { TextLink } from '@lifeguard/shared/ui/text-link';

export type PageLayoutProps = {
  title: string;
  subtitle: string;
  /** Beside the title, e.g. the Start New Scan button. */
  actions: ReactNode;
  /** Makes the page unreachable by mouse, keyboard and screen reader, behind a blocking overlay. */
  inert?: boolean;
  children: ReactNode;
};

const StyledPage = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.widths.wide};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The page frame of the dark web scan screen: a back link to the dashboard, the title and its
 * actions, then the content, at the theme's wide width. The dashboard's sidebar layout belongs
 * to the dashboard remote (remotes never import each other), so this page stands on its own.
 */
export function PageLayout({ title, subtitle, actions, inert, children }: PageLayoutProps) {
  return (
    <StyledPage inert={inert}>
      <StyledHeader>
        <div>
          <TextLink to={hrefs.dashboard()}>← Back to dashboard</TextLink>
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </div>
        {actions}
      </StyledHeader>
      {children}
    </StyledPage>
  );
}
