import { maskEmail, maskName, maskPhone } from '@lifeguard/contracts/masking';

/** At most `max` values, each masked, and how many there were in all. */
export function maskedList(values: readonly string[], mask: (value: string) => string, max = 10) {
  return { count: values.length, shown: values.slice(0, max).map(mask) };
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,}$/;

/**
 * A breached value of unknown kind (a breach threat's identifier), masked by what it looks like
 * (spec 001 §9): an email as an email, a phone number as a phone, anything else as a name.
 */
export function maskIdentifier(value: string): string {
  const text = value.trim();
  if (EMAIL.test(text)) return maskEmail(text);
  if (PHONE.test(text)) return maskPhone(text);
  return maskName(text);
}

/** `text` cut to at most `max` characters at a word boundary, with '…' when cut. */
export function excerpt(text: string, max = 300): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
