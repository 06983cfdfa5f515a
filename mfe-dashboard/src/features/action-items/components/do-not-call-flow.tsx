import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import type { ActionItem } from '../api/get-action-items';
import { useRegisterDoNotCallMutation } from '../api/register-donotcall';
import { refusalOf } from '../utils/refusal-of';
import { PhoneNumberStep } from './phone-number-step';

export type DoNotCallFlowProps = {
  item: ActionItem;
  /** Called with the completed item the server answers (its data: registered_number, registry_url). */
  onRegistered: (item: ActionItem) => void;
};

/**
 * The register_donotcall item done in place (spec 001 §4, §7): the item is offered once the
 * user's phone is verified and a US number, so the number comes prefilled with the verified
 * one; 'Register on the Do Not Call list' posts register_donotcall. The registry takes only US
 * numbers: the server's refusal of another says so under the field.
 */
export function DoNotCallFlow({ item, onRegistered }: DoNotCallFlowProps) {
  const user = useAppSelector(selectCurrentUser);
  const [register] = useRegisterDoNotCallMutation();
  const verified = user?.phone_verified ? (user.phone_number ?? '') : '';

  const handleRegister = (phoneNumber: string) =>
    refusalOf(async () => onRegistered(await register({ id: item.id, phone_number: phoneNumber }).unwrap()));

  return (
    <PhoneNumberStep
      formLabel="Register on the Do Not Call list"
      initialNumber={verified}
      hint="Your verified number. The National Do Not Call Registry takes US numbers only."
      submitLabel="Register on the Do Not Call list"
      busyLabel="Registering..."
      onSubmit={handleRegister}
    />
  );
}
