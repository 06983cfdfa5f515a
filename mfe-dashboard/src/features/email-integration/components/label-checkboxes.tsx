import { useField, useFormikContext } from 'formik';
import { GMAIL_LABEL_NAMES, GMAIL_LABELS } from '@lifeguard/contracts/email-protection';
import { OptionList } from '@lifeguard/shared/ui/option-list';

export type LabelCheckboxesProps = { name: string; legend: string; hint: string };

const LABEL_OPTIONS = GMAIL_LABELS.map((label) => ({ value: label, label: GMAIL_LABEL_NAMES[label] }));

/**
 * The Gmail labels to scan (issue 14) as checkboxes side by side in a group named by `legend`,
 * bound to the formik array `name` of label ids; its error (e.g. none chosen, or the server's)
 * describes the group once the user touched it or sent the form.
 */
export function LabelCheckboxes({ name, legend, hint }: LabelCheckboxesProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const { submitCount } = useFormikContext();
  const handleToggle = (label: string) =>
    void helpers.setValue(
      field.value.includes(label)
        ? field.value.filter((chosen) => chosen !== label)
        : [...field.value, label],
    );
  return (
    <OptionList
      type="checkbox"
      layout="inline"
      name={name}
      legend={legend}
      hint={hint}
      options={LABEL_OPTIONS}
      selected={field.value}
      onToggle={handleToggle}
      onBlur={field.onBlur}
      error={meta.error && (meta.touched || submitCount > 0) ? meta.error : null}
    />
  );
}
