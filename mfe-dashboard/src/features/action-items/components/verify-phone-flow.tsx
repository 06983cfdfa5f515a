import { useState } from 'react';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { VerificationCodeForm } from '../../../components/verification-code-form';
import type { ActionItem } from '../api/get-action-items';
import { useVerifyPhoneMutation } from '../api/verify-phone';
import { useVerifyActionItemPhoneCodeMutation } from '../api/verify-phone-code';
import { refusalOf } from '../utils/refusal-of';
import { PhoneNumberStep } from './phone-number-step';

export type VerifyPhoneFlowProps = {
  item: ActionItem;
  /** Called with the number once it is verified (the item is then completed). */
  onVerified: (phoneNumber: string) => void;
};

/** The server names the code `code` (phone module) or `verification_code` (this call's body). */
const CODE_PARAMS = ['code', 'verification_code'];

/**
 * The verify_phone item done in place (spec 001 §4 "Phone verification and do-not-call
 * registration return the updated item", §7): the number, prefilled with the one on the
 * account, 'Send code' (verify_phone), then the code, 'Verify' (verify_phone_code), which
 * completes the item; 'Change number' goes back with the number kept. A refusal about the code
 * shows under its field, any other (no pending code, resend too soon) above the code form.
 */
export function VerifyPhoneFlow({ item, onVerified }: VerifyPhoneFlowProps) {
  const user = useAppSelector(selectCurrentUser);
  const [sendCode] = useVerifyPhoneMutation();
  const [verifyCode] = useVerifyActionItemPhoneCodeMutation();
  const [draft, setDraft] = useState(user?.phone_number ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [resending, setResending] = useState(false);

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
    setGeneral(null);
    const refusal = await refusalOf(() =>
      verifyCode({ id: item.id, verification_code: code, phone_number: sentTo }).unwrap(),
    );
    if (!refusal) onVerified(sentTo);
    else if (CODE_PARAMS.includes(refusal.param)) return refusal.message;
    else setGeneral(refusal.message);
    return null;
  };

  const handleResend = async (phoneNumber: string) => {
    setGeneral(null);
    setNotice('');
    setResending(true);
    const refusal = await send(phoneNumber);
    setResending(false);
    if (refusal) setGeneral(refusal.message);
    else setNotice(`We sent a new code to ${phoneNumber}.`);
  };

  const handleChangeNumber = () => {
    setSentTo(null);
    setGeneral(null);
    setNotice('');
  };

  return sentTo ? (
    <VerificationCodeForm
      sentTo={sentTo}
      notice={notice}
      error={general}
      onVerify={handleVerify}
      resending={resending}
      onResend={() => void handleResend(sentTo)}
      onChangeNumber={handleChangeNumber}
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
