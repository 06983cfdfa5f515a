import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { FieldFrame } from '@lifeguard/shared/ui/field-frame';
import { fieldControl } from '@lifeguard/shared/ui/field-styles';

export type CodeFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'autoFocus'
> & {
  label: string;
  /** What to type, under the label; describes the input. */
  hint: string;
  /** Why the last code was refused; describes the input too and marks it invalid. */
  error: string | null;
  ref?: Ref<HTMLInputElement>;
};

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${fieldControl}
`;

/**
 * A one-time code input outside formik: the step keeps its value and selects it after a refusal
 * (through `ref`), so the user can retype at once. Hint and error are linked by aria-describedby.
 */
export function CodeField({ label, hint, error, ref, ...rest }: CodeFieldProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <StyledInput
        {...rest}
        ref={ref}
        id={id}
        name="code"
        type="text"
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
      />
    </FieldFrame>
  );
}
