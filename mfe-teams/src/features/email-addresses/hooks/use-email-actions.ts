import { useState } from 'react';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useReauthentication, type GuardedOutcome } from '../../../hooks/use-reauthentication';
import { useAddEmailAddressMutation } from '../api/add-email-address';
import { useMarkPrimaryEmailMutation } from '../api/mark-primary-email';
import { useRemoveEmailAddressMutation } from '../api/remove-email-address';
import { useRequestEmailVerificationMutation } from '../api/request-email-verification';

/** The toast after adding an address or asking for its link again (issue 16 §3). */
export const verificationSent = (email: string) => `We sent a verification link to ${email}.`;

/** Said when the server refuses another verification mail with allauth's bare 403. */
export const TOO_MANY_MAILS = 'Too many verification emails were sent. Please try again later.';

/**
 * The changes of the Email addresses section (issue 16 §3), each behind reauthentication when
 * the server asks for it: `add` (resolves to the refusal, for the form), `makePrimary` and
 * `sendVerification` (a refusal goes to `error`), `remove` (resolves to the outcome, for its
 * confirmation). Success says so in a toast. `busy` is the address being changed.
 */
export function useEmailActions() {
  const { guard, dialog } = useReauthentication();
  const toast = useToast();
  const [addAddress] = useAddEmailAddressMutation();
  const [markPrimary] = useMarkPrimaryEmailMutation();
  const [requestVerification] = useRequestEmailVerificationMutation();
  const [removeAddress] = useRemoveEmailAddressMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (email: string, call: () => Promise<unknown>, success: string) => {
    setBusy(email);
    setError(null);
    const outcome = await guard(call);
    setBusy(null);
    if (outcome.status === 'done') toast.success(success);
    return outcome;
  };

  const report = (outcome: GuardedOutcome<unknown>, message?: (refusal: NormalizedError) => string) => {
    if (outcome.status === 'failed') setError(message?.(outcome.error) ?? outcome.error.message);
  };

  return {
    dialog,
    busy,
    error,
    clearError: () => setError(null),
    add: async (email: string): Promise<NormalizedError | null> => {
      const outcome = await run(email, () => addAddress({ email }).unwrap(), verificationSent(email));
      return outcome.status === 'failed' ? outcome.error : null;
    },
    makePrimary: async (email: string) =>
      report(
        await run(
          email,
          () => markPrimary({ email, primary: true }).unwrap(),
          `${email} is now your primary address.`,
        ),
      ),
    sendVerification: async (email: string) =>
      report(
        await run(email, () => requestVerification({ email }).unwrap(), verificationSent(email)),
        (refusal) => (refusal.code === 403 ? TOO_MANY_MAILS : refusal.message),
      ),
    remove: (email: string) => run(email, () => removeAddress({ email }).unwrap(), `${email} was removed.`),
  };
}
