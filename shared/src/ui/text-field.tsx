import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, useFieldControl } from '@lifeguard/shared/ui/field-frame';
import { fieldControl } from '@lifeguard/shared/ui/field-styles';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: string;
  /** Help text under the label that describes the input (e.g. the expected format). */
  hint?: string;
};

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${fieldControl}
`;

/** A labelled text input bound to formik; its error shows once touched (spec 000 §5). */
export function TextField({ name, label, hint, type = 'text', ...rest }: TextFieldProps) {
  const { control, error } = useFieldControl(name, Boolean(hint));
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <StyledInput {...rest} {...control} type={type} />
    </FieldFrame>
  );
}
