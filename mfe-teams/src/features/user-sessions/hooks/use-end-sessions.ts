import { useState } from 'react';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useEndUserSessionsMutation } from '../api/end-user-sessions';

/** The toast after signing out of other devices: 'Signed out of 3 other devices.' */
export function signedOutOthers(count: number): string {
  return `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`;
}

/**
 * Ends sessions of the user (issue 16 §5): `end(ids, success)` says `success` in a toast once
 * they ended and resolves to null, or to the server's refusal message. `busy` holds the ids being
 * ended.
 */
export function useEndSessions() {
  const toast = useToast();
  const [endSessions] = useEndUserSessionsMutation();
  const [busy, setBusy] = useState<number[]>([]);

  const end = async (ids: number[], success: string): Promise<string | null> => {
    setBusy(ids);
    try {
      await endSessions({ sessions: ids }).unwrap();
      toast.success(success);
      return null;
    } catch (caught) {
      return normalizeError(caught).message;
    } finally {
      setBusy([]);
    }
  };

  return { end, busy };
}
