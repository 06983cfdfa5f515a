import styled, { type DefaultTheme } from 'styled-components';

/** The fill's colour: the primary one, danger (a failed task), or a protection colour (spec 001 §9). */
export type ProgressColour = 'primary' | 'danger' | keyof DefaultTheme['progress'];

export type ProgressBarProps = {
  /** Done, 0–100; undefined while unknown: no value (an indeterminate bar) and an empty track. */
  percent: number | undefined;
  /** The bar's accessible name; or `labelledBy`, the id of a visible heading that names it. */
  label?: string;
  labelledBy?: string;
  /** The value in words for screen readers, e.g. 'Scanned 40 of 120 messages'. */
  valueText?: string;
  colour?: ProgressColour;
  /**
   * For a bar moved by a timer: its period, ms; the fill then moves linearly over each step.
   * Otherwise it eases over 0.4 s. Reduced motion turns either off.
   */
  tickMs?: number;
  /** Shows the percentage under the bar, right-aligned (screen readers read the value instead). */
  showPercent?: boolean;
};

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledFill = styled.div<{ $colour: ProgressColour; $tickMs?: number }>`
  height: 100%;
  background: ${({ theme, $colour }) =>
    $colour === 'primary' || $colour === 'danger' ? theme.color[$colour] : theme.progress[$colour]};
  transition: ${({ $tickMs }) => ($tickMs ? `width ${$tickMs}ms linear` : 'width 0.4s ease')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledPercent = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  text-align: right;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A progress bar (WAI-ARIA progressbar, 0–100): a rounded track filled to `percent`. The fill
 * carries its colour's name as `data-colour`.
 */
export function ProgressBar({
  percent,
  label,
  labelledBy,
  valueText,
  colour = 'primary',
  tickMs,
  showPercent,
}: ProgressBarProps) {
  const track = (
    <StyledTrack
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <StyledFill
        $colour={colour}
        $tickMs={tickMs}
        data-colour={colour}
        style={{ width: `${percent ?? 0}%` }}
      />
    </StyledTrack>
  );
  if (!showPercent) return track;
  return (
    <div>
      {track}
      <StyledPercent aria-hidden="true">{percent ?? 0}%</StyledPercent>
    </div>
  );
}
