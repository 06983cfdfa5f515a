import styled, { css } from 'styled-components';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';

/** Building blocks shared by the formik-bound fields. */
export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

export const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Always rendered with one line reserved, so a message appearing on blur never moves what is
 * below it (a click on a link under a field would otherwise land elsewhere).
 */
export const StyledError = styled.p`
  margin: 0;
  min-height: 1.25rem;
  line-height: 1.25rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

/** The box of a text input or select; danger-coloured border while `$invalid`. */
export const fieldControl = css<{ $invalid: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &:focus-visible {
    ${focusRing(1)}
  }
`;
