import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { useAvatar } from '../hooks/use-avatar';
import { AVATAR_ACCEPT } from '../utils/avatar-file';
import { ProfileAvatar } from './profile-avatar';

export type AvatarEditorProps = { user: Pick<User, 'avatarUrl' | 'initials'> };

const StyledEditor = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

// The native input stays in the tab order, visually hidden; its label is what shows, as a
// button, and shows the input's focus.
const StyledUploadLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  input:focus-visible + & {
    ${focusRing(2)}
  }
`;

/**
 * The profile photo with 'Upload photo' (PNG, JPEG, WebP or GIF up to 2 MB, checked before it
 * is sent; disabled, with a spinner, while it uploads) and 'Remove photo' when there is one (issue 13
 * "Account pages"). A refusal shows as an alert below.
 */
export function AvatarEditor({ user }: AvatarEditorProps) {
  const inputId = useId();
  const { upload, remove, uploading, removing, error, clearError } = useAvatar();
  const busy = uploading || removing;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <>
      <StyledEditor aria-busy={busy || undefined}>
        <ProfileAvatar user={user} />
        <StyledActions>
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="visually-hidden"
            disabled={busy}
            onChange={handleChange}
          />
          <StyledUploadLabel htmlFor={inputId} $disabled={busy}>
            Upload photo
          </StyledUploadLabel>
          {user.avatarUrl ? (
            <Button variant="secondary" busy={removing} disabled={uploading} onClick={() => void remove()}>
              {removing ? 'Removing...' : 'Remove photo'}
            </Button>
          ) : null}
          {uploading ? (
            <Spinner size="sm" padding="none" text="Uploading photo..." textPosition="right" />
          ) : null}
          <p>PNG, JPEG, WebP or GIF, up to 2 MB.</p>
        </StyledActions>
      </StyledEditor>
      {error ? (
        <Alert variant="danger" onClose={clearError}>
          {error}
        </Alert>
      ) : null}
    </>
  );
}
