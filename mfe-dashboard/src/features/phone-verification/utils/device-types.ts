/**
 * The kinds of phone the server accepts as `device_type` (spec 000 §7; spec 001 names none, the
 * server's phone module documents 'ios' | 'android' | 'mobile'), with the words a person picks.
 */
export const DEVICE_TYPE_OPTIONS = [
  { value: 'mobile', label: 'Mobile phone' },
  { value: 'ios', label: 'iPhone' },
  { value: 'android', label: 'Android phone' },
] as const;

export type DeviceType = (typeof DEVICE_TYPE_OPTIONS)[number]['value'];

/** Device type of a held user's phone if it is one we know, else the generic 'mobile'. */
export function deviceTypeOf(value: string | null | undefined): DeviceType {
  return DEVICE_TYPE_OPTIONS.find((option) => option.value === value)?.value ?? 'mobile';
}
