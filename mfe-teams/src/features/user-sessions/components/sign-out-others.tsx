import { ConfirmButton } from '@lifeguard/shared/ui/confirm-button';

export type SignOutOthersProps = {
  /** How many other sessions there are; with none the button is not shown. */
  count: number;
  busy: boolean;
  /** Ends them; resolves to null, or to why it failed (shown in the dialog). */
  onConfirm: () => Promise<string | null>;
};

/**
 * 'Sign out other devices' (issue 16 §5), asked first: every session but this one ends, the
 * extension's included.
 */
export function SignOutOthers({ count, busy, onConfirm }: SignOutOthersProps) {
  if (count === 0) return null;
  return (
    <ConfirmButton
      label="Sign out other devices"
      title="Sign out of all other devices?"
      confirmLabel="Sign out other devices"
      busy={busy}
      onConfirm={onConfirm}
    >
      <p>The Lifeguard extension on them is signed out too.</p>
    </ConfirmButton>
  );
}
