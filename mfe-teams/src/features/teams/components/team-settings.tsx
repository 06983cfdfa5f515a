import type { Team } from '@lifeguard/shared/teams/get-teams';
import { DeleteSection } from './delete-section';
import { FamilyOverview } from './family-overview';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { RenameSection } from './rename-section';
import { TeamPage } from './team-page';

export type TeamSettingsProps = {
  team: Team;
  /** After the user left or deleted the family. */
  onGone: () => void;
};

/**
 * Team Settings of a family the user belongs to (spec 001 §2; issue 13): the members with their
 * roles and Leave for everyone; for admins also the family overview, pending invitations, invite
 * by email, rename and delete.
 */
export function TeamSettings({ team, onGone }: TeamSettingsProps) {
  return (
    <TeamPage
      title={team.name}
      intro={
        <p>
          {team.is_admin
            ? 'Manage who is in your family, what they can do, and how protected they are.'
            : 'The people in this family. Its admins manage it.'}
        </p>
      }
    >
      <MembersSection team={team} onLeft={onGone} />
      {team.is_admin ? (
        <>
          <FamilyOverview slug={team.slug} />
          <InvitationsSection team={team} />
          <RenameSection team={team} />
          <DeleteSection team={team} onDeleted={onGone} />
        </>
      ) : null}
    </TeamPage>
  );
}
