import { useState } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useSendPhoneVerificationMutation } from '../api/send-phone-verification';
import { useVerifyPhoneCodeMutation } from '../api/verify-phone-code';
import type { PhoneNumberValues } from '../utils/phone-rules';

/** Analytics events of the phone verification family (spec 000 §1, spec 001 §7 "Other"). */
export const phoneEvents = {
  codeSent: 'phone verification code sent',
  completed: 'phone verification completed',
  failed: 'phone verification failed',
} as const;

/**
 * The phone verification flow (spec 000 §4 "Phone", spec 001 §4): `send` texts a code to the
 * number, `verify` checks it, `resend` asks for another (the server's cool-down answers 429 with
 * its own message, shown as is), `changeNumber` goes back to the number with it kept. `sentTo`
 * is the number as the server normalised it (E.164), null while a number is being chosen;
 * `verified` turns true once the code is accepted. Errors are the server's normalised message
 * (spec 000 §8), shown by the screen above the form (`verify` resolves to null: nothing to show
 * under the code field);
 * `notice` confirms a resent code.
 */
export function usePhoneVerification() {
  const [sendCode, { isLoading: sending }] = useSendPhoneVerificationMutation();
  const [verifyCode, { isLoading: verifying }] = useVerifyPhoneCodeMutation();
  const [draft, setDraft] = useState<PhoneNumberValues | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fail = (stage: 'send' | 'verify', caught: unknown) => {
    const { message, code } = normalizeError(caught);
    setError(message);
    track(phoneEvents.failed, { stage, code });
  };

  const deliver = async (values: PhoneNumberValues, resend: boolean) => {
    setError(null);
    setNotice(null);
    try {
      const sent = await sendCode(values).unwrap();
      setSentTo(sent.phone_number);
      if (resend) setNotice(`We sent a new code to ${sent.phone_number}.`);
      track(phoneEvents.codeSent, { device_type: values.device_type, resend });
    } catch (caught) {
      fail('send', caught);
    }
  };

  const send = (values: PhoneNumberValues) => {
    const trimmed = { ...values, phone_number: values.phone_number.trim() };
    setDraft(trimmed);
    return deliver(trimmed, false);
  };

  const resend = () => (draft ? deliver(draft, true) : Promise.resolve());

  const verify = async (code: string): Promise<null> => {
    if (!draft || !sentTo) return null;
    setError(null);
    setNotice(null);
    try {
      await verifyCode({ phone_number: sentTo, code, device_type: draft.device_type }).unwrap();
      setVerified(true);
      track(phoneEvents.completed, { device_type: draft.device_type });
    } catch (caught) {
      fail('verify', caught);
    }
    return null;
  };

  const changeNumber = () => {
    setSentTo(null);
    setError(null);
    setNotice(null);
  };

  return {
    draft,
    verified,
    sentTo,
    error,
    notice,
    sending,
    verifying,
    send,
    resend,
    verify,
    changeNumber,
    clearError: () => setError(null),
  };
}
