import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

const StyledCheckbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  input {
    width: 1rem;
    height: 1rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * A labelled checkbox bound to no form library, e.g. 'Remember me' (spec 000 §2). Formik forms
 * use CheckboxField, built on it.
 */
export function Checkbox({ label, ...rest }: CheckboxProps) {
  return (
    <StyledCheckbox>
      <input {...rest} type="checkbox" />
      {label}
    </StyledCheckbox>
  );
}
