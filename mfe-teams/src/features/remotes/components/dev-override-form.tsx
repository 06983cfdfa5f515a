import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { SelectField } from '@lifeguard/shared/ui/select-field';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { useSetDevOverrideMutation, type RemoteDevOverride } from '../api/set-dev-override';
import { useRegistryForm } from '../hooks/use-registry-form';
import { checkChosen, checkDevEntry, validateWith } from '../utils/registry-checks';

export type DevOverrideFormProps = {
  names: string[];
  /** The development server set now, to start from. */
  override: RemoteDevOverride | null;
  onSaved: (saved: RemoteDevOverride) => void;
};

type Values = { name: string; entry: string };

const validate = validateWith<Values>({ name: checkChosen, entry: checkDevEntry });

const FIELD_OF: Partial<Record<string, keyof Values>> = { name: 'name', entry: 'entry' };

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.widths.medium};
  > button {
    align-self: flex-start;
  }
`;

/**
 * The form of "Use a development server" (issue 34 item 6): a remote and the http(s) URL of the
 * development server's mf-manifest.json; Save sets it for this browser. A refusal shows on its
 * field, else above Save; what was typed stays.
 */
export function DevOverrideForm({ names, override, onSaved }: DevOverrideFormProps) {
  const [save] = useSetDevOverrideMutation();
  const { problem, submit } = useRegistryForm(FIELD_OF);
  const options = [
    { value: '', label: 'Choose a remote' },
    ...names.map((name) => ({ value: name, label: name })),
  ];
  const initial: Values = { name: override?.name ?? '', entry: override?.entry ?? '' };

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const chosen = { name: values.name, entry: values.entry.trim() };
    const done = await submit(() => save(chosen).unwrap(), null, helpers.setFieldError);
    if (done) onSaved(chosen);
  };

  return (
    <Formik initialValues={initial} validate={validate} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <StyledForm noValidate aria-label="Use a development server">
          <SelectField name="name" label="Remote" options={options} />
          <TextField
            name="entry"
            label="Manifest URL"
            hint="The mf-manifest.json of your development server, starting with http:// or https://."
            placeholder="http://127.0.0.1:3104/mf-manifest.json"
            autoComplete="off"
            maxLength={2000}
          />
          {problem ? <Alert variant="danger">{problem}</Alert> : null}
          <Button type="submit" busy={isSubmitting}>
            Save
          </Button>
        </StyledForm>
      )}
    </Formik>
  );
}
