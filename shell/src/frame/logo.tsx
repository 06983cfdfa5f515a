import styled, { useTheme } from 'styled-components';

const StyledLogo = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  svg {
    width: ${({ theme }) => theme.space.xl};
    height: ${({ theme }) => theme.space.xl};
  }
  /* On a phone the header keeps the mark and makes room for the theme choice and the menu. */
  @media (width < ${({ theme }) => theme.breakpoints.sm}) {
    span {
      display: none;
    }
  }
`;

/**
 * Lifeguard's logo, a shield and the wordmark (spec 001 §2): the light version on the light
 * theme and the dark version (brighter shield, light wordmark) on the dark one, swapped with the
 * colour mode. Drawn inline from the mode's tokens, so the swap fetches nothing. Decorative: the
 * link around it carries the name.
 */
export function Logo() {
  const theme = useTheme();
  return (
    <StyledLogo data-version={theme.mode} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path fill={theme.color.primary} d="M12 2 4 5v6c0 5.2 3.4 9.6 8 11 4.6-1.4 8-5.8 8-11V5z" />
        <path
          fill="none"
          stroke={theme.color.onPrimary}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="m8.5 12 2.5 2.5 4.5-5"
        />
      </svg>
      <span>Lifeguard</span>
    </StyledLogo>
  );
}
