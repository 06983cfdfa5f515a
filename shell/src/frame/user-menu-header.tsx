import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { Tooltip } from '@lifeguard/shared/ui/tooltip';
import { isDevBadgeShown } from './dev-styling';
import { UserAvatar } from './user-avatar';

export type UserMenuHeaderProps = { user: User };

const StyledHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledNames = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  span {
    overflow: hidden;
    color: ${({ theme }) => theme.color.textMuted};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledShortName = styled.strong`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledDevBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Who is signed in, atop the user menu: avatar, short name, display name, email, 'DEV' badge (spec 001 §2). */
export function UserMenuHeader({ user }: UserMenuHeaderProps) {
  return (
    <StyledHeader>
      <UserAvatar user={user} size="lg" />
      <StyledNames>
        <StyledShortName>
          {user.shortName}
          {isDevBadgeShown() ? <StyledDevBadge>DEV</StyledDevBadge> : null}
        </StyledShortName>
        {/* Cut short to the menu's width: the whole text in a tooltip (issue 33 item 4). */}
        <Tooltip content={user.displayName}>
          <span>{user.displayName}</span>
        </Tooltip>
        <Tooltip content={user.email}>
          <span>{user.email}</span>
        </Tooltip>
      </StyledNames>
    </StyledHeader>
  );
}
