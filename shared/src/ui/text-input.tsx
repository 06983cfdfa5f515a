import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { FieldFrame, fieldWiring } from '@lifeguard/shared/ui/field-frame';
import { fieldControl } from '@lifeguard/shared/ui/field-styles';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Help text under the label that describes the input (e.g. the expected format). */
  hint?: string;
  /** The message under the input; it also marks the input invalid. */
  error: string | null;
  ref?: Ref<HTMLInputElement>;
};

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${fieldControl}
`;

/**
 * A labelled text input bound to no form library: the caller owns its value and error. Hint and
 * error are linked by aria-describedby (spec 000 §5). Formik forms use TextField, built on it.
 */
export function TextInput({ label, hint, error, type = 'text', ref, ...rest }: TextInputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <StyledInput {...rest} {...fieldWiring(id, error !== null, Boolean(hint))} ref={ref} type={type} />
    </FieldFrame>
  );
}
