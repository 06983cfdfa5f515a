import type { ReactNode } from 'react';
import styled from 'styled-components';

export type PageHeaderProps = { title: string; children?: ReactNode };

const StyledHeader = styled.header`
  max-width: ${({ theme }) => theme.widths.medium};
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.25;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A signed-in page's title as its h1, with an optional introduction below (a paragraph or more). */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <StyledHeader>
      <h1>{title}</h1>
      {children}
    </StyledHeader>
  );
}
