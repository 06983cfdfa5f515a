import type { EmailAddress } from '@lifeguard/contracts/schemas/allauth-account';
import type { EmailAddressRow } from './schema.js';

/** allauth's EmailAddress of a stored row (issue 16 §3). */
export const presentEmailAddress = ({ email, primary, verified }: EmailAddressRow): EmailAddress => ({
  email,
  primary,
  verified,
});
