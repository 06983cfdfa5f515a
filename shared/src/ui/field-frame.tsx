import { useField, type FieldInputProps } from 'formik';
import { useId, type ReactNode } from 'react';
import { StyledError, StyledField, StyledLabel } from '@lifeguard/shared/ui/field-styles';

/** What a formik-bound control spreads onto itself: value, handlers, id and error wiring. */
export type FieldControlProps = FieldInputProps<string> & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  $invalid: boolean;
};

/**
 * Binds a control to the formik field `name`; its error counts once the field is touched
 * (validation runs on blur and change, spec 000 §5).
 */
export function useFieldControl(name: string): { control: FieldControlProps; error: string | null } {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const control = {
    ...field,
    id,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? `${id}-error` : undefined,
    $invalid: invalid,
  };
  return { control, error: invalid ? (meta.error ?? null) : null };
}

export type FieldFrameProps = { id: string; label: string; error: string | null; children: ReactNode };

/** Label, the control, and the error line below it, always reserved (see StyledError). */
export function FieldFrame({ id, label, error, children }: FieldFrameProps) {
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children}
      <StyledError id={`${id}-error`}>{error}</StyledError>
    </StyledField>
  );
}
