import { SelectField } from '@lifeguard/shared/ui/select-field';
import { TextField } from '@lifeguard/shared/ui/text-field';

export type RemoteSelectFieldProps = {
  /** The remotes to choose from. */
  names: string[];
};

/** The 'Remote' select of a registry form (field `name`, issue 34): 'Choose a remote', then each. */
export function RemoteSelectField({ names }: RemoteSelectFieldProps) {
  const options = [
    { value: '', label: 'Choose a remote' },
    ...names.map((name) => ({ value: name, label: name })),
  ];
  return <SelectField name="name" label="Remote" options={options} />;
}

export type ManifestUrlFieldProps = {
  /** The form's field, e.g. 'manifest_url'. */
  name: string;
  /** Which manifest and which addresses are taken. */
  hint: string;
  placeholder?: string;
};

/**
 * The 'Manifest URL' field of a registry form (issue 34): the address of an mf-manifest.json, at
 * most 2000 characters.
 */
export function ManifestUrlField({ name, hint, placeholder }: ManifestUrlFieldProps) {
  return (
    <TextField
      name={name}
      label="Manifest URL"
      hint={hint}
      placeholder={placeholder}
      autoComplete="off"
      maxLength={2000}
    />
  );
}
