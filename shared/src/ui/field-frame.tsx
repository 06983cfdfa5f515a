import { useField, type FieldInputProps } from 'formik';
import { useId, type ReactNode } from 'react';
import { StyledError, StyledField, StyledHint, StyledLabel } from '@lifeguard/shared/ui/field-styles';

/** What a formik-bound control spreads onto itself: value, handlers, id and error wiring. */
export type FieldControlProps = FieldInputProps<string> & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  $invalid: boolean;
};

/**
 * Binds a control to the formik field `name`; its error counts once the field is touched
 * (validation runs on blur and change, spec 000 §5). With `hasHint` the control is also
 * described by the frame's hint.
 */
export function useFieldControl(
  name: string,
  hasHint = false,
): { control: FieldControlProps; error: string | null } {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [hasHint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control = {
    ...field,
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy || undefined,
    $invalid: invalid,
  };
  return { control, error: invalid ? (meta.error ?? null) : null };
}

export type FieldFrameProps = {
  id: string;
  label: string;
  error: string | null;
  /** A short help text under the label, e.g. the expected format. */
  hint?: string;
  children: ReactNode;
};

/** Label, optional hint, the control, and the error line below it, always reserved (see StyledError). */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
      {children}
      <StyledError id={`${id}-error`}>{error}</StyledError>
    </StyledField>
  );
}
