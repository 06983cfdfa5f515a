import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { StyledError } from '@lifeguard/shared/ui/field-styles';

export type RadioOption = { value: string; label: string };

export type RadioGroupFieldProps = {
  name: string;
  /** The question the options answer; names the group. */
  legend: string;
  options: readonly RadioOption[];
};

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledOption = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.color.infoBg : theme.color.surface)};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * A question answered by one of `options`: native radios in a fieldset named by its legend,
 * bound to the formik field `name`; the error line (reserved, as under every field) describes
 * the group once it was touched or the form submitted.
 */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const [field, meta] = useField<string>(name);
  const errorId = `${useId()}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  return (
    <StyledFieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <StyledOption key={option.value} $checked={field.value === option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={field.value === option.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
          {option.label}
        </StyledOption>
      ))}
      <StyledError id={errorId}>{error}</StyledError>
    </StyledFieldset>
  );
}
