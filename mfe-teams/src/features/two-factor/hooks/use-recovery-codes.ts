import { useState } from 'react';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import type { Guard } from '../../../hooks/use-reauthentication';
import { useLazyGetRecoveryCodesQuery } from '../api/get-recovery-codes';
import { useRegenerateRecoveryCodesMutation } from '../api/regenerate-recovery-codes';

/** The toast after 'Make new codes'. */
export const NEW_CODES_MADE = 'New recovery codes made. The old ones no longer work.';

/**
 * 'Show codes' and 'Make new codes' (issue 16 §6), each behind reauthentication: `codes` holds
 * the codes on screen (null: hidden), `busy` while a call runs, `error` the last refusal.
 * `regenerate` resolves whether it is done (cancelled counts as done, leaving nothing changed).
 */
export function useRecoveryCodes(guard: Guard) {
  const toast = useToast();
  const [fetchCodes] = useLazyGetRecoveryCodesQuery();
  const [regenerateCodes] = useRegenerateRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<{ unused_codes: string[] }>) => {
    setBusy(true);
    setError(null);
    const outcome = await guard(call);
    setBusy(false);
    if (outcome.status === 'done') setCodes(outcome.data.unused_codes);
    if (outcome.status === 'failed') setError(outcome.error.message);
    return outcome.status;
  };

  return {
    codes,
    busy,
    error,
    show: () => run(() => fetchCodes().unwrap()),
    hide: () => setCodes(null),
    regenerate: async () => {
      const status = await run(() => regenerateCodes().unwrap());
      if (status === 'done') toast.success(NEW_CODES_MADE);
      return status !== 'failed';
    },
  };
}
