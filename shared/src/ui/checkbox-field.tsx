import { useField } from 'formik';
import styled from 'styled-components';

export type CheckboxFieldProps = { name: string; label: string };

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

/** A checkbox bound to a boolean formik value, e.g. 'Remember me' (spec 000 §2). */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const [field] = useField({ name, type: 'checkbox' });
  return (
    <StyledCheckbox>
      <input type="checkbox" {...field} />
      {label}
    </StyledCheckbox>
  );
}
