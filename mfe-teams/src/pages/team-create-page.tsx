import { useNavigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { useCreateTeamMutation } from '@lifeguard/shared/teams/create-team';
import { SectionCard } from '../components/section-card';
import { TeamNameForm } from '../features/teams/components/team-name-form';
import { TeamPage } from '../features/teams/components/team-page';
import { useAction } from '../hooks/use-action';
import type { TeamNameValues } from '../features/teams/utils/team-rules';

/**
 * /teams/create/ Add Team (spec 001 §2, §6; issue 13): a family's name, then Create. The new
 * family becomes the current one, with the user as its admin, and its Team Settings open.
 */
export function TeamCreatePage() {
  const [createTeam] = useCreateTeamMutation();
  const navigate = useNavigate();
  const action = useAction();

  const handleSubmit = async ({ name }: TeamNameValues) => {
    const team = await action.run(
      () => createTeam({ name: name.trim() }).unwrap(),
      `${name.trim()} was created.`,
    );
    if (team) navigate(hrefs.teamSettings(team.slug), { replace: true });
  };

  return (
    <TeamPage
      title="Add Team"
      intro={
        <p>
          Create a family to protect the people in it. You will be its admin, and it becomes your current
          family.
        </p>
      }
    >
      <SectionCard title="Your new family">
        <TeamNameForm
          formName="Add Team"
          initialName=""
          submitLabel="Create"
          busyLabel="Creating..."
          busy={action.busy}
          error={action.error}
          onDismissError={action.clearError}
          onSubmit={handleSubmit}
        />
      </SectionCard>
    </TeamPage>
  );
}
