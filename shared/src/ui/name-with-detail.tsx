import { css, type DefaultTheme } from 'styled-components';

/**
 * Who a row or a button is about, in two lines: a name, then below it, muted and smaller, an email
 * or detail in a `span`, clipped (with an ellipsis where it does not wrap) rather than widening
 * its row. Used like `cardSurface`: `${nameWithDetail}`; a function of the theme, so a bundle
 * which never uses it (the shell's entry, the login screen's) carries none of it.
 */
export const nameWithDetail = ({ theme }: { theme: DefaultTheme }) => css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span {
    overflow: hidden;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
    text-overflow: ellipsis;
  }
`;
