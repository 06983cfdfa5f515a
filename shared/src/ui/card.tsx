import { css } from 'styled-components';

/** The surface every card shares: border, large radius and the surface colour of the theme. */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;
