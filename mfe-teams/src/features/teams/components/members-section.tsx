import { useState } from 'react';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import type { Team } from '@lifeguard/shared/teams/get-teams';
import { useRemoveMemberMutation } from '@lifeguard/shared/teams/remove-member';
import type { TeamMember } from '@lifeguard/shared/teams/update-member';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';
import { useAction } from '../../../hooks/use-action';
import { StyledRowList } from '../../../components/list-styles';
import { MemberRow } from './member-row';
import { SectionCard } from '../../../components/section-card';

export type MembersSectionProps = {
  team: Team;
  /** After the user left the family: the page moves on. */
  onLeft: () => void;
};

/** What the dialog asks about; kept while it closes, so its text stays during the animation. */
type Pending = { kind: 'remove' | 'leave'; member: TeamMember } | null;

/**
 * The members of a family with their roles (spec 001 §2 Team Settings, issue 13), and the
 * confirmations of Remove (admins) and Leave (anyone; the server refuses the last admin).
 */
export function MembersSection({ team, onLeft }: MembersSectionProps) {
  const userId = useAppSelector(selectCurrentUser)?.id;
  const [removeMember] = useRemoveMemberMutation();
  const action = useAction();
  const [pending, setPending] = useState<Pending>(null);
  const [open, setOpen] = useState(false);
  const name = pending ? pending.member.display_name || pending.member.email : '';

  const ask = (kind: 'remove' | 'leave') => (member: TeamMember) => {
    action.clearError();
    setPending({ kind, member });
    setOpen(true);
  };

  const handleConfirm = async () => {
    if (!pending) return;
    const leaving = pending.kind === 'leave';
    const done = await action.run(
      () => removeMember({ slug: team.slug, teamId: team.id, id: pending.member.id }).unwrap(),
      leaving ? `You left ${team.name}.` : `${name} was removed from ${team.name}.`,
    );
    if (done === false) return;
    setOpen(false);
    if (leaving) onLeft();
  };

  return (
    <SectionCard title="Members">
      <StyledRowList aria-label="Members">
        {team.members.map((member) => (
          <MemberRow
            key={member.id}
            team={team}
            member={member}
            isSelf={member.user_id === userId}
            onRemove={ask('remove')}
            onLeave={ask('leave')}
          />
        ))}
      </StyledRowList>
      <ConfirmDialog
        open={open}
        title={pending?.kind === 'leave' ? `Leave ${team.name}?` : `Remove ${name}?`}
        confirmLabel={pending?.kind === 'leave' ? 'Leave family' : 'Remove member'}
        busy={action.busy}
        error={action.error}
        onConfirm={() => void handleConfirm()}
        onClose={() => setOpen(false)}
      >
        <p>
          {pending?.kind === 'leave'
            ? `You will no longer be part of ${team.name}. An admin can invite you again.`
            : `${name} will no longer be part of ${team.name}. You can invite them again.`}
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}
