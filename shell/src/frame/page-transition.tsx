import type { ReactNode } from 'react';
import { useLocation } from '@lifeguard/shared/router/router';
import styled, { css, keyframes } from 'styled-components';
import { useMediaQuery } from '@lifeguard/shared/layout/use-media-query';

export type PageTransitionProps = { children: ReactNode };

// The offset comes from the theme through a custom property: keyframes cannot read the theme.
const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(var(--page-enter-offset));
  }
`;

const StyledTransition = styled.div<{ $animate: boolean }>`
  --page-enter-offset: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: ${({ theme }) => theme.widths.wide};
  margin: 0 auto;
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${enter} 0.2s ease-out;
    `}
  /* A page the server rendered (issue 31) cannot ask the visitor's media: the CSS does. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The page layout's page transitions (spec 001 §2): each new page fades and slides in briefly;
 * not at all for visitors who ask for reduced motion (WCAG 2.3.3). Keyed by the path, so the
 * animation runs again on every route change.
 */
export function PageTransition({ children }: PageTransitionProps) {
  const { pathname } = useLocation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <StyledTransition key={pathname} $animate={!reducedMotion} data-transition={reducedMotion ? 'off' : 'on'}>
      {children}
    </StyledTransition>
  );
}
