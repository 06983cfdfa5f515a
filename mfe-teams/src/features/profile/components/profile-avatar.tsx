import { useState } from 'react';
import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';

export type ProfileAvatarProps = { user: Pick<User, 'avatarUrl' | 'initials'> };

const StyledAvatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.space.xxl} * 2);
  height: calc(${({ theme }) => theme.space.xxl} * 2);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The profile photo, large, or the initials when there is none or it fails to load (issue 13
 * "Account pages": the initials fallback stays).
 */
export function ProfileAvatar({ user }: ProfileAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(user.avatarUrl) && user.avatarUrl !== failedUrl;
  return (
    <StyledAvatar>
      {showImage ? (
        <img
          src={user.avatarUrl ?? undefined}
          alt="Your photo"
          onError={() => setFailedUrl(user.avatarUrl)}
        />
      ) : (
        <>
          <span aria-hidden="true">{user.initials}</span>
          <span className="visually-hidden">No photo yet</span>
        </>
      )}
    </StyledAvatar>
  );
}
