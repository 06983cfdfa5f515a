import styled, { keyframes } from 'styled-components';
import type { SpinnerSize } from '@lifeguard/shared/theme/tokens';

export type SpinnerPadding = 'none' | 'sm' | 'md' | 'lg' | 'xl';

export type SpinnerProps = {
  size?: SpinnerSize;
  padding?: SpinnerPadding;
  /** Shown beside the spinner and announced; default 'Loading...' (spec 000 §9), '' hides it. */
  text?: string;
  textPosition?: 'bottom' | 'right';
};

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.div<{ $padding: SpinnerPadding; $row: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledRing = styled.span<{ $size: SpinnerSize }>`
  width: ${({ theme, $size }) => theme.spinner[$size]};
  height: ${({ theme, $size }) => theme.spinner[$size]};
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${spin} 0.8s linear infinite;
`;

/** Loading indicator with sizes sm–xl, padding none–xl and text below or right (spec 000 §3). */
export function Spinner({
  size = 'md',
  padding = 'md',
  text = 'Loading...',
  textPosition = 'bottom',
}: SpinnerProps) {
  return (
    <StyledSpinner role="status" aria-live="polite" $padding={padding} $row={textPosition === 'right'}>
      <StyledRing $size={size} aria-hidden="true" />
      {text ? <span>{text}</span> : <span className="visually-hidden">Loading...</span>}
    </StyledSpinner>
  );
}
