import type { ReactNode } from 'react';
import styled from 'styled-components';
import { externalHrefs } from '@lifeguard/shared/routes/routes';
import type { LayoutWidth } from '@lifeguard/shared/theme/tokens';
import { cardSurface } from '@lifeguard/shared/ui/card';

export type NarrowLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Content width token (spec 000 §2 layout widths); 'medium' fits the registration questionnaire. */
  width?: Extract<LayoutWidth, 'narrow' | 'medium'>;
  /** Shown in the card above the title, e.g. the registration step indicator. */
  header?: ReactNode;
};

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${theme.space.lg}`};
`;

const StyledCard = styled.main<{ $width: LayoutWidth }>`
  width: 100%;
  max-width: ${({ theme, $width }) => theme.widths[$width]};
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
export function NarrowLayout({ title, subtitle, children, width = 'narrow', header }: NarrowLayoutProps) {
  return (
    <StyledPage>
      <StyledCard $width={width}>
        {header}
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
