import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface, stack } from '@lifeguard/shared/ui/card';

export type SectionCardProps = {
  title: string;
  /** A line under the title saying what the section is for. */
  description?: string;
  children: ReactNode;
  className?: string;
};

const StyledSection = styled.section`
  ${stack('md')}
  padding: ${({ theme }) => theme.space.lg};
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
 * One titled card of the family and account pages (issues 13, 16), a region named by its h2,
 * with an optional description below the title.
 */
export function SectionCard({ title, description, children, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId} className={className}>
      <h2 id={titleId}>{title}</h2>
      {description ? <p>{description}</p> : null}
      {children}
    </StyledSection>
  );
}
