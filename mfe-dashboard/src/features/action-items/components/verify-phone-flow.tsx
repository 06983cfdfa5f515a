import { useState } from 'react';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import type { ActionItem } from '../api/get-action-items';
import { useVerifyPhoneMutation } from '../api/verify-phone';
import { useVerifyActionItemPhoneCodeMutation } from '../api/verify-phone-code';
import { refusalOf } from '../utils/refusal-of';
import { PhoneNumberStep } from './phone-number-step';
import { VerificationCodeStep } from './verification-code-step';

export type VerifyPhoneFlowProps = {
  item: ActionItem;
  /** Called with the number once it is verified (the item is then completed). */
  onVerified: (phoneNumber: string) => void;
};

/**
 * The verify_phone item done in place (spec 001 §4 "Phone verification and do-not-call
 * registration return the updated item", §7): the number, prefilled with the one on the
 * account, 'Send code' (verify_phone), then the code, 'Verify' (verify_phone_code), which
 * completes the item; 'Change number' goes back with the number kept.
 */
export function VerifyPhoneFlow({ item, onVerified }: VerifyPhoneFlowProps) {
  const user = useAppSelector(selectCurrentUser);
  const [sendCode] = useVerifyPhoneMutation();
  const [verifyCode] = useVerifyActionItemPhoneCodeMutation();
  const [draft, setDraft] = useState(user?.phone_number ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = (phoneNumber: string) =>
    refusalOf(() => sendCode({ id: item.id, phone_number: phoneNumber }).unwrap());

  const handleSend = async (phoneNumber: string) => {
    setDraft(phoneNumber);
    const refusal = await send(phoneNumber);
    if (!refusal) setSentTo(phoneNumber);
    return refusal;
  };

  const handleVerify = async (code: string) => {
    if (!sentTo) return null;
    const refusal = await refusalOf(() =>
      verifyCode({ id: item.id, verification_code: code, phone_number: sentTo }).unwrap(),
    );
    if (!refusal) onVerified(sentTo);
    return refusal;
  };

  return sentTo ? (
    <VerificationCodeStep
      sentTo={sentTo}
      onVerify={handleVerify}
      onResend={() => send(sentTo)}
      onChangeNumber={() => setSentTo(null)}
    />
  ) : (
    <PhoneNumberStep
      formLabel="Send a code"
      initialNumber={draft}
      hint="Your mobile number. We text you a code to prove it is yours."
      submitLabel="Send code"
      busyLabel="Sending..."
      onSubmit={handleSend}
    />
  );
}
