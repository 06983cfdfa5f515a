import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { selectIsAuthenticated } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { useTeams } from '@lifeguard/shared/teams/use-teams';

export type UserMenuTeamItemsProps = {
  /** Draws one menu item linking to `to`; the user menu's own item look. */
  renderLink: (to: string, label: ReactNode) => ReactNode;
};

const StyledGroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledGroup = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The user menu's team items (spec 001 §2, §6): Team Settings of the current family (only when
 * there is one), Add Team, and a "Switch Team" group of the other families, each linking to
 * /a/{slug}/. They come from the team store, loaded when the menu first opens; not once signed
 * out (the menu stays open while signing out, and the cache reset must not ask again).
 */
export function UserMenuTeamItems({ renderLink }: UserMenuTeamItemsProps) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { currentTeam, otherTeams } = useTeams({ skip: !signedIn });
  const labelId = useId();
  return (
    <>
      {currentTeam ? (
        <li role="none">{renderLink(hrefs.teamSettings(currentTeam.slug), 'Team Settings')}</li>
      ) : null}
      <li role="none">{renderLink(hrefs.teamCreate(), 'Add Team')}</li>
      {otherTeams.length > 0 ? (
        <li role="none">
          {/* Names the group for assistive technology, which reads it from aria-labelledby. */}
          <StyledGroupLabel id={labelId} aria-hidden="true">
            Switch Team
          </StyledGroupLabel>
          <StyledGroup role="group" aria-labelledby={labelId}>
            {otherTeams.map((team) => (
              <li role="none" key={team.id}>
                {renderLink(hrefs.teamSwitch(team.slug), team.name)}
              </li>
            ))}
          </StyledGroup>
        </li>
      ) : null}
    </>
  );
}
