import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Link } from '@lifeguard/shared/router/router';
import styled, { css } from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import type { User } from '@lifeguard/shared/session/user';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { UserMenuTeamItems } from './user-menu-team-items';

export type UserMenuItemsProps = {
  user: User;
  menuProps: ComponentPropsWithRef<'ul'>;
  onSignOut: () => void;
  signingOut: boolean;
};

const StyledMenu = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  li[role='separator'] {
    margin: ${({ theme }) => theme.space.xs} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const item = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.surfaceMuted};
    outline: none;
  }
  &:focus-visible {
    ${focusRing(-3)}
  }
`;

const StyledLink = styled(Link)`
  ${item}
`;
const StyledButton = styled.button`
  ${item}
`;

/** One item of the menu: a link, focused by the arrow keys rather than Tab. */
const renderLink = (to: string, label: ReactNode) => (
  <StyledLink role="menuitem" tabIndex={-1} to={to}>
    {label}
  </StyledLink>
);

/**
 * The user menu's items (spec 001 §2, §6): Profile; Change Password only with a usable password;
 * the team items (Team Settings, Add Team, Switch Team); Project Dashboard, Impersonate a User,
 * Remotes and Support requests (issue 33 item 2) for superusers; Sign out.
 */
export function UserMenuItems({ user, menuProps, onSignOut, signingOut }: UserMenuItemsProps) {
  // The menu stays open while signing out, to show it is under way.
  const handleSignOutClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (!signingOut) onSignOut();
  };
  return (
    <StyledMenu {...menuProps} aria-label="User menu">
      <li role="none">
        <StyledLink role="menuitem" tabIndex={-1} to={hrefs.profile()}>
          Profile
        </StyledLink>
      </li>
      {user.hasUsablePassword ? (
        <li role="none">
          <StyledLink role="menuitem" tabIndex={-1} to={hrefs.changePassword()}>
            Change Password
          </StyledLink>
        </li>
      ) : null}
      <li role="separator" />
      <UserMenuTeamItems renderLink={renderLink} />
      {user.isSuperuser ? (
        <>
          <li role="separator" />
          <li role="none">
            <StyledLink role="menuitem" tabIndex={-1} to={hrefs.projectDashboard()}>
              Project Dashboard
            </StyledLink>
          </li>
          <li role="none">
            <StyledLink role="menuitem" tabIndex={-1} to={hrefs.impersonate()}>
              Impersonate a User
            </StyledLink>
          </li>
          <li role="none">
            <StyledLink role="menuitem" tabIndex={-1} to={hrefs.adminRemotes()}>
              Remotes
            </StyledLink>
          </li>
          <li role="none">
            <StyledLink role="menuitem" tabIndex={-1} to={hrefs.adminSupportRequests()}>
              Support requests
            </StyledLink>
          </li>
        </>
      ) : null}
      <li role="separator" />
      <li role="none">
        <StyledButton
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={signingOut || undefined}
          onClick={handleSignOutClick}
        >
          {signingOut ? 'Signing out...' : 'Sign out'}
        </StyledButton>
      </li>
    </StyledMenu>
  );
}
