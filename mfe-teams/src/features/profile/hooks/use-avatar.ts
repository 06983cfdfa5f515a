import { useState } from 'react';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useRemoveAvatarMutation } from '../api/remove-avatar';
import { useUploadAvatarMutation } from '../api/upload-avatar';
import { avatarFileProblem, avatarMessages } from '../utils/avatar-file';

/** Toasts of the photo changes. */
export const avatarToasts = {
  uploaded: 'Your photo has been updated.',
  removed: 'Your photo has been removed.',
} as const;

/** A refused upload in words: 413 is the size limit (the server's own page has no message). */
export function avatarErrorMessage(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 413 ? avatarMessages.tooLarge : normalizeError(error).message;
}

/**
 * The profile photo's actions (issue 13 "Account pages"): `upload(file)` checks the type and
 * size first and sends nothing when they are wrong, `remove()`; each success is a toast (the
 * session user follows the answer), each failure `error` until the next try.
 */
export function useAvatar() {
  const [uploadAvatar, { isLoading: uploading }] = useUploadAvatarMutation();
  const [removeAvatar, { isLoading: removing }] = useRemoveAvatarMutation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    const problem = avatarFileProblem(file);
    setError(problem);
    if (problem) return;
    try {
      await uploadAvatar(file).unwrap();
      toast.success(avatarToasts.uploaded);
    } catch (caught) {
      setError(avatarErrorMessage(caught));
    }
  };

  const remove = async () => {
    setError(null);
    try {
      await removeAvatar().unwrap();
      toast.success(avatarToasts.removed);
    } catch (caught) {
      setError(normalizeError(caught).message);
    }
  };

  return { upload, remove, uploading, removing, error, clearError: () => setError(null) };
}
