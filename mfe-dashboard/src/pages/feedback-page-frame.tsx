import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { SidebarLayout } from '../features/layout/components/sidebar-layout';

export type FeedbackPageFrameProps = {
  title: string;
  subtitle: string;
  /** In the signed-in sidebar layout (spec 001 §2 Layout), else the narrow card of a visitor. */
  sidebar: boolean;
  children: ReactNode;
};

const StyledCard = styled.div`
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
`;

/** The frame of a feedback screen: its title as the h1, a short introduction, the form in a card. */
export function FeedbackPageFrame({ title, subtitle, sidebar, children }: FeedbackPageFrameProps) {
  if (!sidebar) {
    return (
      <NarrowLayout title={title} subtitle={subtitle} width="medium">
        {children}
      </NarrowLayout>
    );
  }
  return (
    <SidebarLayout>
      <PageHeader title={title}>
        <p>{subtitle}</p>
      </PageHeader>
      <StyledCard>{children}</StyledCard>
    </SidebarLayout>
  );
}
