import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
// As in modules/phone/phone-number.ts: the JSON itself, which Jest can load.
import metadata from 'libphonenumber-js/metadata.max.json';
import { apiError } from '../../plugins/errors.js';

/** The ISO 3166 country of an E.164 number (`+12015550123` → 'US'), or null. */
export const countryOf = (e164: string): string | null =>
  parsePhoneNumberFromString(e164, metadata)?.country ?? null;

/**
 * The E.164 form of a US number as typed ("(201) 555-0123"). Landlines count: the National Do
 * Not Call Registry takes any US number, and only US numbers.
 * @throws HttpProblem 400 `invalid_phone_number` (param phone_number).
 */
export function toUsNumber(input: string): string {
  const parsed = parsePhoneNumberFromString(input, 'US', metadata);
  if (!parsed?.isValid() || parsed.country !== 'US') {
    throw apiError(400, [
      {
        message: 'Enter a valid US phone number. The Do Not Call Registry only takes US numbers.',
        code: 'invalid_phone_number',
        param: 'phone_number',
      },
    ]);
  }
  return parsed.number;
}
