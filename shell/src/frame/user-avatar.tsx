import { useState } from 'react';
import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';

export type UserAvatarProps = { user: Pick<User, 'avatarUrl' | 'initials'>; size?: 'md' | 'lg' };

const StyledAvatar = styled.span<{ $size: 'md' | 'lg' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => ($size === 'lg' ? theme.space.xxl : theme.space.xl)};
  height: ${({ theme, $size }) => ($size === 'lg' ? theme.space.xxl : theme.space.xl)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.md : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The user's avatar image, or their initials when there is none or it fails to load (spec 001
 * §2 user menu). Decorative: the name is always written beside it.
 */
export function UserAvatar({ user, size = 'md' }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(user.avatarUrl) && user.avatarUrl !== failedUrl;
  return (
    <StyledAvatar $size={size} aria-hidden="true">
      {showImage ? (
        <img src={user.avatarUrl ?? undefined} alt="" onError={() => setFailedUrl(user.avatarUrl)} />
      ) : (
        user.initials
      )}
    </StyledAvatar>
  );
}
