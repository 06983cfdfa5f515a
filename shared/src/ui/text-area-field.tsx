import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '@lifeguard/shared/forms/use-field-control';
import { FieldFrame } from '@lifeguard/shared/ui/field-frame';
import { fieldControl } from '@lifeguard/shared/ui/field-styles';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  name: string;
  label: string;
  /** Help text under the label that describes the text area (e.g. a length limit). */
  hint?: string;
};

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${fieldControl}
  min-height: 6rem;
  resize: vertical;
`;

/** A labelled multi-line text input bound to formik; its error shows once touched (spec 000 §5). */
export function TextAreaField({ name, label, hint, rows = 4, ...rest }: TextAreaFieldProps) {
  const { control, error } = useFieldControl(name, Boolean(hint));
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <StyledTextArea rows={rows} {...rest} {...control} />
    </FieldFrame>
  );
}
