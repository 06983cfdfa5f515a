import type { ActionItem } from '../api/get-action-items';
import type { PhoneFlow } from '../utils/item-action';
import { DoNotCallFlow } from './do-not-call-flow';
import type { PhoneFlowOutcome } from './phone-flow-outcome';
import { VerifyPhoneFlow } from './verify-phone-flow';

export type PhoneItemFlowProps = {
  flow: PhoneFlow;
  item: ActionItem;
  onDone: (outcome: PhoneFlowOutcome) => void;
};

/** The registry's address from the item's data, if it is a plain https URL (it opens a new tab). */
function httpsUrl(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('https://') ? value : null;
}

/** The phone flow of an item, reporting what it achieved in the panel's terms. */
export function PhoneItemFlow({ flow, item, onDone }: PhoneItemFlowProps) {
  if (flow === 'verify_phone') {
    return (
      <VerifyPhoneFlow item={item} onVerified={(phoneNumber) => onDone({ kind: 'verified', phoneNumber })} />
    );
  }
  return (
    <DoNotCallFlow
      item={item}
      onRegistered={({ data }) =>
        onDone({
          kind: 'registered',
          phoneNumber: String(data.registered_number ?? ''),
          registryUrl: httpsUrl(data.registry_url),
        })
      }
    />
  );
}
