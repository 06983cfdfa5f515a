import { css, type DefaultTheme } from 'styled-components';

/** The surface every card shares: border, large radius and the surface colour of the theme. */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * A column whose children stand `gap` (a theme space) apart, the vertical rhythm of panels,
 * forms and lists: `${stack('md')}`. A function, like `focusRing`, so that a bundle which never
 * uses it (the shell's, the login screen's) carries none of it.
 */
export const stack = (gap: keyof DefaultTheme['space']) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`;

/**
 * The layer of what covers the whole viewport at the modal level (a modal's backdrop, a blocking
 * overlay, the celebration's confetti): fixed, edge to edge, above the page. Used like
 * `cardSurface`: `${fullscreenOverlay}`; a function of the theme, so unused it is left out.
 */
export const fullscreenOverlay = ({ theme }: { theme: DefaultTheme }) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
`;
