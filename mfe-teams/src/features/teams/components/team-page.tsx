import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { stack } from '@lifeguard/shared/ui/card';

export type TeamPageProps = {
  title: string;
  /** Under the title: a paragraph or more. */
  intro?: ReactNode;
  children: ReactNode;
};

const StyledPage = styled.div`
  ${stack('lg')}
  max-width: ${({ theme }) => theme.widths.medium};
  margin: 0 auto;
  > header {
    margin-bottom: 0;
  }
`;

/** A family page inside the shell's page layout (spec 001 §2 Layout): its h1, intro and sections. */
export function TeamPage({ title, intro, children }: TeamPageProps) {
  return (
    <StyledPage>
      <PageHeader title={title}>{intro}</PageHeader>
      {children}
    </StyledPage>
  );
}
