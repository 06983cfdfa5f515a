import type { ReactNode } from 'react';
import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import { PageHeader } from '@lifeguard/shared/ui/page-header';

export type IntegrationScreenProps = {
  /** The integration's display name (spec 001 §3), the page's h1. */
  title: string;
  /** What the protection does, in plain words. */
  intro: ReactNode;
  /** The screen's panels, stacked. */
  children: ReactNode;
};

const StyledPanels = styled.div`
  ${stack('lg')}
  max-width: ${({ theme }) => theme.widths.medium};
  > section > a {
    align-self: flex-start;
  }
`;

/** The frame of an integration screen (spec 001 §2 /integrations/*): title, introduction, panels. */
export function IntegrationScreen({ title, intro, children }: IntegrationScreenProps) {
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <StyledPanels>{children}</StyledPanels>
    </>
  );
}
