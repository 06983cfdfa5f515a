import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { useMenuButton } from '../hooks/use-menu-button';
import { useSignOut } from '../hooks/use-sign-out';
import { UserAvatar } from './user-avatar';
import { UserMenuHeader } from './user-menu-header';
import { UserMenuItems } from './user-menu-items';

export type UserMenuProps = { user: User };

const StyledUserMenu = styled.div`
  position: relative;
`;

const StyledUserCard = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

const StyledIdentity = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span {
    overflow: hidden;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledPopup = styled.div`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** The sidebar's bottom user card, a button opening the user menu above it (spec 001 §2). */
export function UserMenu({ user }: UserMenuProps) {
  const { open, containerRef, triggerProps, menuProps } = useMenuButton();
  const { signOut, signingOut } = useSignOut();
  return (
    <StyledUserMenu ref={containerRef}>
      <StyledUserCard type="button" {...triggerProps}>
        <UserAvatar user={user} />
        <StyledIdentity>
          <strong>{user.shortName}</strong>
          <span>{user.email}</span>
        </StyledIdentity>
      </StyledUserCard>
      {open ? (
        <StyledPopup>
          <UserMenuHeader user={user} />
          <UserMenuItems user={user} menuProps={menuProps} onSignOut={signOut} signingOut={signingOut} />
        </StyledPopup>
      ) : null}
    </StyledUserMenu>
  );
}
