import { useField } from 'formik';
import { Checkbox } from '@lifeguard/shared/ui/checkbox';

export type CheckboxFieldProps = { name: string; label: string };

/** A checkbox bound to a boolean formik value (see Checkbox). */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const [field] = useField({ name, type: 'checkbox' });
  return <Checkbox {...field} label={label} />;
}
