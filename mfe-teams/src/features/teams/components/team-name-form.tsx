import { Formik, type FormikHelpers } from 'formik';
import { TEAM_NAME_MAX_LENGTH } from '@lifeguard/contracts/teams';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { StyledColumnForm } from '../../../components/column-form';
import { teamNameSchema, type TeamNameValues } from '../utils/team-rules';
import { ActionError } from './action-error';

export type TeamNameFormProps = {
  /** Names the form for assistive technology, e.g. 'Add Team'. */
  formName: string;
  initialName: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's message of the last failed attempt. */
  error: string | null;
  onDismissError: () => void;
  onSubmit: (values: TeamNameValues, helpers: FormikHelpers<TeamNameValues>) => Promise<void>;
};

/** A family's name (Add Team, Rename): the one field, checked before it is sent (issue 13). */
export function TeamNameForm({
  formName,
  initialName,
  submitLabel,
  busyLabel,
  busy,
  error,
  onDismissError,
  onSubmit,
}: TeamNameFormProps) {
  return (
    <Formik
      initialValues={{ name: initialName }}
      validationSchema={teamNameSchema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      <StyledColumnForm noValidate aria-label={formName}>
        <ActionError error={error} onClose={onDismissError} />
        <TextField
          name="name"
          label="Family name"
          hint={`Up to ${TEAM_NAME_MAX_LENGTH} characters, e.g. "The Lee family".`}
          maxLength={TEAM_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <Button type="submit" busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </StyledColumnForm>
    </Formik>
  );
}
