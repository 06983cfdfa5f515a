import { useField, type FieldInputProps } from 'formik';
import { useId } from 'react';
import { fieldWiring, type FieldWiring } from '@lifeguard/shared/ui/field-frame';

/**
 * The formik field `name` and its error, which counts once the field is touched (validation
 * runs on blur and change, spec 000 §5).
 */
export function useFormikField(name: string): { field: FieldInputProps<string>; error: string | null } {
  const [field, meta] = useField<string>(name);
  return { field, error: meta.touched && meta.error ? meta.error : null };
}

/** What a formik-bound control spreads onto itself: value, handlers, id and error wiring. */
export type FieldControlProps = FieldInputProps<string> & FieldWiring;

/**
 * Binds a control inside a FieldFrame to the formik field `name` (see {@link useFormikField}).
 * With `hasHint` the control is also described by the frame's hint.
 */
export function useFieldControl(
  name: string,
  hasHint = false,
): { control: FieldControlProps; error: string | null } {
  const { field, error } = useFormikField(name);
  const id = useId();
  return { control: { ...field, ...fieldWiring(id, error !== null, hasHint) }, error };
}
