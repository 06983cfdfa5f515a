import type { ReactNode } from 'react';
import styled from 'styled-components';
import { externalHrefs } from '@lifeguard/shared/routes/routes';
import { cardSurface } from '@lifeguard/shared/ui/card';

export type NarrowLayoutProps = { title: string; subtitle?: ReactNode; children: ReactNode };

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${theme.space.lg}`};
`;

const StyledCard = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.widths.narrow};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledSubtitle = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFooter = styled.footer`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  a {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Centered narrow card with a title and footer links to /terms and /privacy (spec 000 §2). */
export function NarrowLayout({ title, subtitle, children }: NarrowLayoutProps) {
  return (
    <StyledPage>
      <StyledCard>
        <h1>{title}</h1>
        {subtitle ? <StyledSubtitle>{subtitle}</StyledSubtitle> : null}
        {children}
      </StyledCard>
      <StyledFooter>
        <a href={externalHrefs.terms}>Terms</a>
        <a href={externalHrefs.privacy}>Privacy</a>
      </StyledFooter>
    </StyledPage>
  );
}
