import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/core';
// The full metadata, which knows landlines from mobiles; imported as a module rather than
// through 'libphonenumber-js/max', whose relative `.json.js` imports Jest maps to raw JSON.
import metadata from 'libphonenumber-js/metadata.max.json';
import { phoneProblems } from './problems.js';

/** Numbers are read as US numbers unless written with a country code (+44 ...). */
const DEFAULT_REGION = 'US';

/** Kinds of numbers that never receive a text message (libphonenumber's full metadata). */
const CANNOT_TEXT = new Set<NumberType>(['FIXED_LINE', 'PREMIUM_RATE', 'SHARED_COST', 'VOICEMAIL']);

/**
 * The E.164 form (`+12015550123`) of a number as a person typed it ("(201) 555-0123",
 * "+44 7911 123456"), checked against libphonenumber's per-country ranges.
 * @throws HttpProblem 400 `invalid_phone_number`, or `not_mobile` for a number that cannot
 *   receive the code by text (a landline, a premium-rate line, an extension).
 */
export function toE164(input: string): string {
  const parsed = parsePhoneNumberFromString(input, DEFAULT_REGION, metadata);
  if (!parsed?.isValid()) throw phoneProblems.invalidNumber();
  const type = parsed.getType();
  if (parsed.ext || (type && CANNOT_TEXT.has(type))) throw phoneProblems.cannotText();
  return parsed.number;
}
