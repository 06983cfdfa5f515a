import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';

export type AccountSectionProps = {
  title: string;
  /** A line under the title saying what the section is for. */
  description?: string;
  children: ReactNode;
};

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * One titled card of the account pages (profile, two-factor, signed-in devices; issues 13, 16):
 * a region named by its h2, with an optional description below the title.
 */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {description ? <p>{description}</p> : null}
      {children}
    </StyledSection>
  );
}

/** The rows of an account section (addresses, connected accounts, devices), divided by lines. */
export const StyledAccountList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  > li:first-child {
    border-top: none;
  }
`;

/** What a row is about: its name and badges on one line, muted details below. */
export const StyledRowSubject = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;
  > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A row's buttons. */
export const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
