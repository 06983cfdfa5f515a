import { useState } from 'react';
import type { Team } from '@lifeguard/shared/teams/get-teams';
import { useDeleteTeamMutation } from '@lifeguard/shared/teams/delete-team';
import { Button } from '@lifeguard/shared/ui/button';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';
import { useAction } from '../../../hooks/use-action';
import { SectionCard } from '../../../components/section-card';

export type DeleteSectionProps = {
  team: Team;
  /** After the family was deleted: the page moves on. */
  onDeleted: () => void;
};

/**
 * Delete the family, behind a confirmation (admins; DELETE /teams/api/teams/{id}/, spec 001 §7);
 * the list reloads and another family, if any, becomes current (spec 001 §4).
 */
export function DeleteSection({ team, onDeleted }: DeleteSectionProps) {
  const [deleteTeam] = useDeleteTeamMutation();
  const action = useAction();
  const [open, setOpen] = useState(false);

  const handleOpen = () => {
    action.clearError();
    setOpen(true);
  };
  const handleConfirm = async () => {
    const deleted = await action.run(
      () => deleteTeam({ id: team.id, slug: team.slug }).unwrap(),
      `${team.name} was deleted.`,
    );
    if (deleted === false) return;
    setOpen(false);
    onDeleted();
  };

  return (
    <SectionCard
      title="Delete family"
      description="Everyone leaves the family and its pending invitations stop working. This cannot be undone."
    >
      <div>
        <Button variant="danger" onClick={handleOpen}>
          Delete family
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={`Delete ${team.name}?`}
        confirmLabel="Delete family"
        busy={action.busy}
        error={action.error}
        onConfirm={() => void handleConfirm()}
        onClose={() => setOpen(false)}
      >
        <p>{team.name} will be deleted for all its members, and its pending invitations will stop working.</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
