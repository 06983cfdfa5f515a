import { css } from 'styled-components';

/**
 * The keyboard focus ring of every control (WCAG 2.4.7 "Focus Visible"), one look like
 * `cardSurface`: a 3 px outline in the theme's focus colour, `offset` px off the element's edge
 * (0 by default; negative draws it inside, for a box filling a container that clips). It goes in
 * the rule of the state it marks: `&:focus-visible { ${focusRing()} }`, or
 * `&:focus-within { ${focusRing(2)} }` on a label around its input.
 */
export const focusRing = (offset = 0) => css`
  outline: 3px solid ${({ theme }) => theme.color.focus};
  outline-offset: ${offset}px;
`;
