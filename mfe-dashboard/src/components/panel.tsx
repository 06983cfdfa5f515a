import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { cardSurface, stack } from '@lifeguard/shared/ui/card';

export type PanelProps = {
  title: string;
  /** Shown beside the title, e.g. an unread count. */
  badge?: ReactNode;
  children: ReactNode;
};

const StyledPanel = styled.section`
  ${stack('md')}
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The muted sentence a panel shows when it has nothing to list (an empty state). */
export const StyledPanelNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A list without bullets whose items a panel lays out itself. */
export const StyledPanelList = styled.ul`
  ${stack('sm')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The look of one item of a panel's list: a muted tile with a small heading and plain paragraphs. */
export const panelRow = css`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

/** The small print under a row's text: when, links, small actions. */
export const StyledRowMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A dashboard block (spec 001 §2): a card region named by its level-2 title. */
export function Panel({ title, badge, children }: PanelProps) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledHeader>
        <h2 id={titleId}>{title}</h2>
        {badge}
      </StyledHeader>
      {children}
    </StyledPanel>
  );
}
