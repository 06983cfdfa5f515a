import type { SendPhoneVerificationResponse } from '@lifeguard/contracts/schemas/phone';

/** The answer of a sent code: the number as normalised (E.164), `expiresIn` in seconds. */
export const presentCodeSent = (phoneNumber: string, expiresIn: number): SendPhoneVerificationResponse => ({
  status: 'success',
  message: 'Verification code sent.',
  phone_number: phoneNumber,
  expires_in: expiresIn,
});
