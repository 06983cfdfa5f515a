import { Alert } from '@lifeguard/shared/ui/alert';

export type AlreadySignedInPanelProps = { email: string };

/**
 * The green panel of extension mode when a session exists on load (spec 000 §2); the wording is
 * ours, the spec gives none.
 */
export function AlreadySignedInPanel({ email }: AlreadySignedInPanelProps) {
  return (
    <Alert variant="success" title="Already signed in">
      {`You're already signed in as ${email}.`}
    </Alert>
  );
}
