import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { SelectField } from '@lifeguard/shared/ui/select-field';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { stack } from '@lifeguard/shared/ui/card';
import { StyledButtonRow } from '../../../components/button-row';
import type { RemoteState } from '../api/get-remote-registry-state';
import { useStartRemoteCanaryMutation } from '../api/start-remote-canary';
import { useRegistryForm } from '../hooks/use-registry-form';
import { checkPercent, validateWith } from '../utils/registry-checks';

export type CanaryFormProps = {
  remote: RemoteState;
  /** Called once the canary runs, or on Cancel. */
  onDone: () => void;
};

type Values = { version: string; percent: string };

const validate = validateWith<Values>({ percent: checkPercent });

/** Where the server's refusals go: by param, else by code (the version is the active one). */
const FIELD_OF: Partial<Record<string, keyof Values>> = {
  version: 'version',
  percent: 'percent',
  canary_is_active: 'version',
};

const StyledForm = styled(Form)`
  ${stack('sm')}
  p {
    margin: 0;
  }
`;

/**
 * The canary dialog's form (issue 34 item 2): a version other than the active one and the share
 * of signed-in users (a whole % from 1 to 100) who get it; the running canary's values to start
 * with. A refusal shows on its field, or above the buttons; what was typed stays.
 */
export function CanaryForm({ remote, onDone }: CanaryFormProps) {
  const [startCanary] = useStartRemoteCanaryMutation();
  const { problem, submit } = useRegistryForm(FIELD_OF);
  const options = remote.versions
    .filter(({ version }) => version !== remote.active_version)
    .map(({ version }) => ({ value: version, label: version }));
  const initial: Values = {
    version: remote.canary?.version ?? options[0]?.value ?? '',
    percent: String(remote.canary?.percent ?? 10),
  };

  const handleSubmit = async ({ version, percent }: Values, helpers: FormikHelpers<Values>) => {
    const share = Number(percent);
    const done = await submit(
      () => startCanary({ name: remote.name, version, percent: share }).unwrap(),
      `Canary started: ${share} % of users get ${remote.name} ${version}.`,
      helpers.setFieldError,
    );
    if (done) onDone();
  };

  return (
    <Formik initialValues={initial} validate={validate} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <StyledForm noValidate aria-label={`Canary of ${remote.name}`}>
          <p>{`Everyone else keeps ${remote.active_version}. Each user keeps the same version while the canary runs.`}</p>
          <SelectField name="version" label="Version" options={options} />
          <TextField
            name="percent"
            label="Share of signed-in users (%)"
            hint="A whole number from 1 to 100."
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
          />
          {problem ? <Alert variant="danger">{problem}</Alert> : null}
          <StyledButtonRow $end>
            <Button variant="secondary" disabled={isSubmitting} onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" busy={isSubmitting}>
              Start canary
            </Button>
          </StyledButtonRow>
        </StyledForm>
      )}
    </Formik>
  );
}
