import type { Team } from '@lifeguard/shared/teams/get-teams';
import { useUpdateTeamMutation } from '@lifeguard/shared/teams/update-team';
import { useAction } from '../../../hooks/use-action';
import type { TeamNameValues } from '../utils/team-rules';
import { SectionCard } from '../../../components/section-card';
import { TeamNameForm } from './team-name-form';

export type RenameSectionProps = { team: Team };

/** Rename the family (admins; PATCH /teams/api/teams/{id}/, spec 001 §7). Its address stays. */
export function RenameSection({ team }: RenameSectionProps) {
  const [updateTeam] = useUpdateTeamMutation();
  const action = useAction();
  const handleSubmit = async ({ name }: TeamNameValues) => {
    await action.run(
      () => updateTeam({ id: team.id, name: name.trim() }).unwrap(),
      'The family was renamed.',
    );
  };
  return (
    <SectionCard title="Rename family">
      <TeamNameForm
        formName="Rename family"
        initialName={team.name}
        submitLabel="Save name"
        busyLabel="Saving..."
        busy={action.busy}
        error={action.error}
        onDismissError={action.clearError}
        onSubmit={handleSubmit}
      />
    </SectionCard>
  );
}
