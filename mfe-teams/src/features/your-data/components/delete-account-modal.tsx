import { Modal } from '@lifeguard/shared/ui/modal';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { GoogleConfirmation } from './google-confirmation';
import { PasswordConfirmation } from './password-confirmation';

export type DeleteAccountModalProps = {
  open: boolean;
  onClose: () => void;
  /** With a password the user types it again; without one (Google only) they sign in again. */
  hasUsablePassword: boolean;
  /** Why the last Google sign-in failed, after the provider sent the user back with an error. */
  returnError: string | null;
};

/**
 * 'Delete my account' behind a confirmation (issue 13 "Your data"): what goes, that it cannot be
 * undone, then the password or a fresh Google sign-in. While deleting, it cannot be closed.
 */
export function DeleteAccountModal({
  open,
  onClose,
  hasUsablePassword,
  returnError,
}: DeleteAccountModalProps) {
  const { handleDelete, deleting } = useDeleteAccount();
  const handleClose = () => {
    if (!deleting) onClose();
  };
  return (
    <Modal open={open} title="Delete your account?" onClose={handleClose}>
      <p>
        This deletes your account and everything we hold about you: your answers, scans, threats, assistant
        history, connected services, and any family you are the only member of. It cannot be undone.
      </p>
      {hasUsablePassword ? (
        <PasswordConfirmation deleting={deleting} onDelete={handleDelete} onCancel={handleClose} />
      ) : (
        <GoogleConfirmation
          deleting={deleting}
          onDelete={() => handleDelete()}
          onCancel={handleClose}
          returnError={returnError}
        />
      )}
    </Modal>
  );
}
