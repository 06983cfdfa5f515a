import { Formik, type FormikHelpers } from 'formik';
import type { Team } from '@lifeguard/shared/teams/get-teams';
import { useCreateInvitationMutation } from '@lifeguard/shared/teams/create-invitation';
import { Button } from '@lifeguard/shared/ui/button';
import { SelectField } from '@lifeguard/shared/ui/select-field';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { StyledColumnForm } from '../../../components/column-form';
import { inviteSchema, ROLE_OPTIONS, type InviteValues } from '../utils/team-rules';
import { ActionError } from './action-error';

export type InviteFormProps = { team: Team };

const INITIAL: InviteValues = { email: '', role: 'member' };

/**
 * Invite by email (spec 001 §7: POST /a/{slug}/team/api/invitations/ with the invitation fields
 * plus the team id). The mail carries the accept link; the invitation then shows as pending.
 */
export function InviteForm({ team }: InviteFormProps) {
  const [createInvitation] = useCreateInvitationMutation();
  const action = useAction();

  const handleSubmit = async ({ email, role }: InviteValues, { resetForm }: FormikHelpers<InviteValues>) => {
    const address = email.trim();
    const sent = await action.run(
      () => createInvitation({ slug: team.slug, team: team.id, email: address, role }).unwrap(),
      `Invitation sent to ${address}.`,
    );
    if (sent) resetForm();
  };

  return (
    <Formik initialValues={INITIAL} validationSchema={inviteSchema} onSubmit={handleSubmit}>
      <StyledColumnForm noValidate aria-label="Invite a member">
        <ActionError error={action.error} onClose={action.clearError} />
        <TextField name="email" label="Email address" type="email" autoComplete="off" />
        <SelectField name="role" label="Role" options={ROLE_OPTIONS} />
        <Button type="submit" busy={action.busy}>
          {action.busy ? 'Sending...' : 'Send invitation'}
        </Button>
      </StyledColumnForm>
    </Formik>
  );
}
