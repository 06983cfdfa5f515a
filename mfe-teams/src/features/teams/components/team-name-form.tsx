import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { TEAM_NAME_MAX_LENGTH } from '@lifeguard/contracts/teams';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { teamNameSchema, type TeamNameValues } from '../utils/team-rules';

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

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  > div {
    align-self: stretch;
  }
`;

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
      <StyledForm noValidate aria-label={formName}>
        {error ? (
          <Alert variant="danger" onClose={onDismissError}>
            {error}
          </Alert>
        ) : null}
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
      </StyledForm>
    </Formik>
  );
}
