import { useCallback, useState } from 'react';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useToast } from '@lifeguard/shared/toasts/use-toast';

/**
 * Runs one change of the remote registry (issue 34): `run(action, success)` resolves true once
 * `action` (an unwrapped mutation) went through, with `success`, if any, announced as a toast (a
 * status message), or false with the server's message in `error`. `busy` while it runs.
 */
export function useRegistryAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>, success: string | null): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        if (success) toast.success(success);
        return true;
      } catch (caught) {
        setError(normalizeError(caught).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, busy, error, clearError };
}
