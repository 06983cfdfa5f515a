import type { FormikHelpers } from 'formik';
import { useSetDevOverrideMutation, type RemoteDevOverride } from '../api/set-dev-override';
import { useRegistryForm } from '../hooks/use-registry-form';
import { checkChosen, checkDevEntry, validateWith } from '../utils/registry-checks';
import { ManifestUrlField, RemoteSelectField } from './registry-fields';
import { RegistryForm } from './registry-form';

export type DevOverrideFormProps = {
  names: string[];
  /** The development server set now, to start from. */
  override: RemoteDevOverride | null;
  onSaved: (saved: RemoteDevOverride) => void;
};

type Values = { name: string; entry: string };

const validate = validateWith<Values>({ name: checkChosen, entry: checkDevEntry });

const FIELD_OF: Partial<Record<string, keyof Values>> = { name: 'name', entry: 'entry' };

/**
 * The form of "Use a development server" (issue 34 item 6): a remote and the http(s) URL of the
 * development server's mf-manifest.json; Save sets it for this browser. A refusal shows on its
 * field, else above Save; what was typed stays.
 */
export function DevOverrideForm({ names, override, onSaved }: DevOverrideFormProps) {
  const [save] = useSetDevOverrideMutation();
  const { problem, submit } = useRegistryForm(FIELD_OF);
  const initial: Values = { name: override?.name ?? '', entry: override?.entry ?? '' };

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const chosen = { name: values.name, entry: values.entry.trim() };
    const done = await submit(() => save(chosen).unwrap(), null, helpers.setFieldError);
    if (done) onSaved(chosen);
  };

  return (
    <RegistryForm
      label="Use a development server"
      initialValues={initial}
      validate={validate}
      onSubmit={handleSubmit}
      problem={problem}
      submitLabel="Save"
    >
      <RemoteSelectField names={names} />
      <ManifestUrlField
        name="entry"
        hint="The mf-manifest.json of your development server, starting with http:// or https://."
        placeholder="http://127.0.0.1:3104/mf-manifest.json"
      />
    </RegistryForm>
  );
}
