import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '@lifeguard/shared/forms/use-field-control';
import { FieldFrame } from '@lifeguard/shared/ui/field-frame';
import { fieldControl } from '@lifeguard/shared/ui/field-styles';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
  name: string;
  label: string;
  options: readonly SelectOption[];
};

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${fieldControl}
`;

/** A labelled native select bound to formik, e.g. the name suffix (spec 000 §5). */
export function SelectField({ name, label, options, ...rest }: SelectFieldProps) {
  const { control, error } = useFieldControl(name);
  return (
    <FieldFrame id={control.id} label={label} error={error}>
      <StyledSelect {...rest} {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </FieldFrame>
  );
}
