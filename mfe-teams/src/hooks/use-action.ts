import { useCallback, useState } from 'react';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useToast } from '@lifeguard/shared/toasts/use-toast';

/**
 * Runs one change at a time, for the features of this remote that change things: a family
 * (spec 001 §4 Teams: "a failure sets an error from a shared error-to-message helper and the
 * action returns false") or the remote registry (issue 34). `run(action, success?)` resolves to
 * what `action` (an unwrapped mutation) answered, with `success` as a toast, or to false with the
 * server's message in `error`. `busy` while it runs; `clearError` forgets the message.
 */
export function useAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(action: () => Promise<T>, success?: string): Promise<T | false> => {
      setBusy(true);
      setError(null);
      try {
        const value = await action();
        if (success) toast.success(success);
        return value;
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
