import { useField } from 'formik';
import { OptionList } from '@lifeguard/shared/ui/option-list';

export type RadioOption = { value: string; label: string };

export type RadioGroupFieldProps = {
  name: string;
  /** The question the options answer; names the group. */
  legend: string;
  options: readonly RadioOption[];
};

/**
 * A question answered by one of `options`: an {@link OptionList} of radios named by its legend,
 * bound to the formik field `name`; the error line (reserved, as under every field) describes
 * the group once it was touched or the form submitted.
 */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <OptionList
      type="radio"
      name={name}
      legend={legend}
      options={options}
      selected={[field.value]}
      onToggle={(value) => void helpers.setValue(value)}
      onBlur={field.onBlur}
      error={meta.touched && meta.error ? meta.error : null}
    />
  );
}
