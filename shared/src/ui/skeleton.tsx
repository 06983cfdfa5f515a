import styled, { css, keyframes } from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';

/** Placeholder shapes of spec 001 §3 "Skeleton placeholder types". */
export type SkeletonVariant = 'integration-status' | 'chat-message' | 'action-item' | 'generic';

export type SkeletonProps = {
  variant?: SkeletonVariant;
  /** How many placeholders, default 1. */
  count?: number;
  /** Announced to screen readers while the content loads, default 'Loading...'. */
  label?: string;
};

const pulse = keyframes`50% { opacity: 0.45; }`;

const shimmer = css`
  display: block;
  flex-shrink: 0;
  background: ${({ theme }) => theme.color.surfaceMuted};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledBar = styled.span<{ $width: string }>`
  ${shimmer}
  width: ${({ $width }) => $width};
  height: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const StyledCircle = styled.span`
  ${shimmer}
  width: ${({ theme }) => theme.spinner.lg};
  height: ${({ theme }) => theme.spinner.lg};
  border-radius: ${({ theme }) => theme.radius.round};
`;

const StyledItem = styled.span<{ $variant: SkeletonVariant }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  ${({ $variant }) =>
    $variant === 'generic'
      ? css`
          flex-direction: column;
          padding-inline: 0;
        `
      : cardSurface}
  ${({ $variant }) =>
    $variant === 'integration-status' &&
    css`
      flex-direction: column;
      align-items: center;
    `}
`;

const StyledLines = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The shape of one placeholder: an icon or avatar circle for the first three, text lines after. */
function SkeletonItem({ variant }: { variant: SkeletonVariant }) {
  const lines = variant === 'generic' ? ['100%', '90%', '60%'] : ['60%', '90%'];
  return (
    <StyledItem $variant={variant} aria-hidden="true">
      {variant === 'generic' ? null : <StyledCircle />}
      <StyledLines>
        {lines.map((width, index) => (
          <StyledBar key={index} $width={variant === 'integration-status' ? '100%' : width} />
        ))}
      </StyledLines>
    </StyledItem>
  );
}

/**
 * Loading placeholders in the shape of what is coming (spec 001 §3): integration tiles, chat
 * messages, action items, or generic text lines. One status region announces `label`.
 */
export function Skeleton({ variant = 'generic', count = 1, label = 'Loading...' }: SkeletonProps) {
  return (
    <StyledGroup role="status" aria-busy="true" aria-live="polite" data-variant={variant}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonItem key={index} variant={variant} />
      ))}
    </StyledGroup>
  );
}
