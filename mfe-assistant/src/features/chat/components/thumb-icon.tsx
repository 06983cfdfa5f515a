import styled from 'styled-components';

const StyledSvg = styled.svg<{ $down: boolean }>`
  width: 1em;
  height: 1em;
  vertical-align: -0.125em;
  transform: ${({ $down }) => ($down ? 'rotate(180deg)' : 'none')};
`;

export type ThumbIconProps = { down?: boolean };

/**
 * A thumb drawn in the text colour, up or (`down`) down, for the feedback buttons: an SVG, since
 * an emoji needs a colour-emoji font that many systems lack. Decorative: the button names itself.
 */
export function ThumbIcon({ down = false }: ThumbIconProps) {
  return (
    <StyledSvg
      $down={down}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 10h4v11H3z" />
      <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </StyledSvg>
  );
}
