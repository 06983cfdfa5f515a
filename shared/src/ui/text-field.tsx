import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { StyledError, StyledField, StyledLabel } from '@lifeguard/shared/ui/field-styles';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: string;
};

const StyledInput = styled.input<{ $invalid: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

/** A labelled text input bound to formik; its error shows once touched (spec 000 §5). */
export function TextField({ name, label, type = 'text', ...rest }: TextFieldProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledInput
        {...rest}
        {...field}
        id={id}
        type={type}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        $invalid={invalid}
      />
      <StyledError id={`${id}-error`}>{invalid ? meta.error : null}</StyledError>
    </StyledField>
  );
}
