import { useState } from 'react';
import type { ProviderAccount } from '@lifeguard/contracts/schemas/allauth-account';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useReauthentication } from '../../../hooks/use-reauthentication';
import { useDisconnectProviderAccountMutation } from '../api/disconnect-provider-account';

/**
 * 'Disconnect' of a connected account (issue 16 §4), behind reauthentication when the server
 * asks for it: a toast once done; the server's refusal (the last way to sign in, say) in
 * `error`. `busy` is the uid of the account being disconnected.
 */
export function useDisconnectAccount() {
  const { guard, dialog } = useReauthentication();
  const toast = useToast();
  const [disconnectAccount] = useDisconnectProviderAccountMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const disconnect = async ({ uid, display, provider }: ProviderAccount) => {
    setBusy(uid);
    setError(null);
    const outcome = await guard(() => disconnectAccount({ provider: provider.id, account: uid }).unwrap());
    setBusy(null);
    if (outcome.status === 'done') toast.success(`${provider.name} account ${display} disconnected.`);
    if (outcome.status === 'failed') setError(outcome.error.message);
  };

  return { disconnect, busy, error, clearError: () => setError(null), dialog };
}
