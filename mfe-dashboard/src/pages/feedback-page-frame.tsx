import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { PageHeader } from '@lifeguard/shared/ui/page-header';

export type FeedbackPageFrameProps = {
  title: string;
  subtitle: string;
  /**
   * A signed-out visitor's narrow card: the shell draws its signed-in frame (spec 001 §2 Layout)
   * only for someone signed in, so the screen then stands on its own.
   */
  narrow: boolean;
  children: ReactNode;
};

const StyledCard = styled.div`
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
`;

/**
 * The body of a feedback screen (spec 001 §2): its title as the h1, a short introduction, the
 * form in a card; inside the shell's frame, or in a narrow layout of its own for a visitor.
 */
export function FeedbackPageFrame({ title, subtitle, narrow, children }: FeedbackPageFrameProps) {
  if (narrow) {
    return (
      <NarrowLayout title={title} subtitle={subtitle} width="medium">
        {children}
      </NarrowLayout>
    );
  }
  return (
    <>
      <PageHeader title={title}>
        <p>{subtitle}</p>
      </PageHeader>
      <StyledCard>{children}</StyledCard>
    </>
  );
}
