import { DEVICE_TYPES, type DeviceType } from '@lifeguard/contracts/phone';

/** The words a person picks for each `device_type` the server accepts, the generic one first. */
const LABELS: Record<DeviceType, string> = {
  mobile: 'Mobile phone',
  ios: 'iPhone',
  android: 'Android phone',
};

/** The form's choices of the kind of phone (spec 000 §7 send-verification `device_type`). */
export const DEVICE_TYPE_OPTIONS: readonly { value: DeviceType; label: string }[] = (
  Object.keys(LABELS) as DeviceType[]
).map((value) => ({ value, label: LABELS[value] }));

/** Device type of a held user's phone if it is one we know, else the generic 'mobile'. */
export function deviceTypeOf(value: string | null | undefined): DeviceType {
  return DEVICE_TYPES.find((type) => type === value) ?? 'mobile';
}
