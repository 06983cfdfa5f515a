import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

export type AlertProps = {
  variant: AlertVariant;
  title?: string;
  children?: ReactNode;
  /** Makes the alert closable with a 'Close' button (spec 000 §2 "closable danger alert"). */
  onClose?: () => void;
};

const tones = {
  success: ['success', 'successBg'],
  danger: ['danger', 'dangerBg'],
  warning: ['warning', 'warningBg'],
  info: ['info', 'infoBg'],
} as const;

const StyledAlert = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $variant }) => theme.color[tones[$variant][0]]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $variant }) => theme.color[tones[$variant][1]]};
  color: ${({ theme, $variant }) => theme.color[tones[$variant][0]]};
`;

const StyledBody = styled.div`
  flex: 1;
  strong {
    display: block;
  }
`;

const StyledClose = styled.button`
  border: none;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
`;

/** Inline message in four variants; danger and warning are announced as alerts. */
export function Alert({ variant, title, children, onClose }: AlertProps) {
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <StyledAlert role={urgent ? 'alert' : 'status'} $variant={variant}>
      <StyledBody>
        {title ? <strong>{title}</strong> : null}
        {children}
      </StyledBody>
      {onClose ? (
        <StyledClose type="button" aria-label="Close" onClick={onClose}>
          ×
        </StyledClose>
      ) : null}
    </StyledAlert>
  );
}
