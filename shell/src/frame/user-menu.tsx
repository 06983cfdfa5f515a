import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { useSignOut } from '@lifeguard/shared/session/use-sign-out';
import { useMenuButton } from './use-menu-button';
import { UserMenuHeader } from './user-menu-header';
import { UserMenuItems } from './user-menu-items';
import { UserMenuTrigger, type UserMenuPlacement } from './user-menu-trigger';

export type UserMenuProps = { user: User; placement?: UserMenuPlacement };

const StyledUserMenu = styled.div`
  position: relative;
`;

/** Above the sidebar's card (it sits at the bottom of the screen), below the header's button. */
const StyledPopup = styled.div<{ $placement: UserMenuPlacement }>`
  position: absolute;
  right: 0;
  ${({ theme, $placement }) =>
    $placement === 'sidebar'
      ? `bottom: calc(100% + ${theme.space.xs}); left: 0;`
      : `top: calc(100% + ${theme.space.xs}); width: ${theme.sidebarWidth};`}
  z-index: ${({ theme }) => theme.zIndex.overlay};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * The user menu (spec 001 §2): the sidebar's bottom user card opening the menu above it, or the
 * page header's button opening it below.
 */
export function UserMenu({ user, placement = 'sidebar' }: UserMenuProps) {
  const { open, containerRef, triggerProps, menuProps } = useMenuButton();
  const { signOut, signingOut } = useSignOut();
  return (
    <StyledUserMenu ref={containerRef}>
      <UserMenuTrigger user={user} placement={placement} triggerProps={triggerProps} />
      {open ? (
        <StyledPopup $placement={placement}>
          <UserMenuHeader user={user} />
          <UserMenuItems user={user} menuProps={menuProps} onSignOut={signOut} signingOut={signingOut} />
        </StyledPopup>
      ) : null}
    </StyledUserMenu>
  );
}
