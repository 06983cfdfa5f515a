import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '@lifeguard/shared/router/router';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

type Look = { $variant?: ButtonVariant; $fullWidth?: boolean };

const look = css<Look>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryHover};
          }
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.color.danger};
            color: ${theme.color.surface};
          `
        : css`
            background: ${$variant === 'ghost' ? 'transparent' : theme.color.surface};
            color: ${theme.color.text};
            border-color: ${$variant === 'ghost' ? 'transparent' : theme.color.border};
            &:hover:not(:disabled) {
              background: ${theme.color.surfaceMuted};
            }
          `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const StyledButton = styled.button<Look>`
  ${look}
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** Disables the button and marks it busy while work is in flight. */
  busy?: boolean;
};

/** Button in four variants; `type` defaults to 'button'. */
export function Button({ variant, fullWidth, busy, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      $variant={variant}
      $fullWidth={fullWidth}
    />
  );
}

const StyledButtonLink = styled(Link)<Look>`
  ${look}
`;

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; fullWidth?: boolean };

/** A router link that looks like a {@link Button}. */
export function ButtonLink({ variant, fullWidth, ...rest }: ButtonLinkProps) {
  return <StyledButtonLink {...rest} $variant={variant} $fullWidth={fullWidth} />;
}
