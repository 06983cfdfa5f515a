import { Alert } from '@lifeguard/shared/ui/alert';

export type ActionErrorProps = {
  /** The server's message of the last failed change (useAction's `error`), or null. */
  error: string | null;
  /** Forgets the message (useAction's `clearError`). */
  onClose: () => void;
};

/**
 * Why a change of a family failed (spec 001 §4 Teams: "a failure sets an error"), as a danger
 * alert the user can close; nothing while there is no message.
 */
export function ActionError({ error, onClose }: ActionErrorProps) {
  return error ? (
    <Alert variant="danger" onClose={onClose}>
      {error}
    </Alert>
  ) : null;
}
