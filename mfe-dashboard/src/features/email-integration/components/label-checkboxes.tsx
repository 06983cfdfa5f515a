import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { GMAIL_LABEL_NAMES, GMAIL_LABELS } from '@lifeguard/contracts/email-protection';
import { Checkbox } from '@lifeguard/shared/ui/checkbox';
import { StyledError, StyledHint } from '@lifeguard/shared/ui/field-styles';

export type LabelCheckboxesProps = { name: string; legend: string; hint: string };

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

/**
 * The Gmail labels to scan (issue 14) as native checkboxes in a fieldset named by `legend`,
 * bound to the formik array `name` of label ids; its error (e.g. none chosen, or the server's)
 * describes the group once the user touched it or sent the form.
 */
export function LabelCheckboxes({ name, legend, hint }: LabelCheckboxesProps) {
  const [, meta] = useField<string[]>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : null;
  return (
    <StyledFieldset aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend>{legend}</legend>
      <StyledHint id={`${id}-hint`}>{hint}</StyledHint>
      <StyledOptions>
        {GMAIL_LABELS.map((label) => (
          <LabelCheckbox key={label} name={name} value={label} text={GMAIL_LABEL_NAMES[label]} />
        ))}
      </StyledOptions>
      <StyledError id={`${id}-error`}>{error}</StyledError>
    </StyledFieldset>
  );
}

function LabelCheckbox({ name, value, text }: { name: string; value: string; text: string }) {
  const [field] = useField({ name, type: 'checkbox', value });
  return <Checkbox {...field} label={text} />;
}
