import { INVALID_PHONE_NUMBER_MESSAGE } from '@lifeguard/contracts/phone';
import { apiError } from '../../plugins/errors.js';

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The answers of the phone calls that are not a success, in our error shape (spec 000 §8: the
 * client shows `errors[0].message`; spec 001 §8: phone errors reach the caller as
 * `{message, code, param}`). Each returns an HttpProblem to throw.
 */
export const phoneProblems = {
  invalidNumber: () =>
    apiError(400, [
      { message: INVALID_PHONE_NUMBER_MESSAGE, code: 'invalid_phone_number', param: 'phone_number' },
    ]),
  /** Landlines, premium-rate numbers, numbers with an extension. */
  cannotText: () =>
    apiError(400, [
      {
        message: 'This number cannot receive text messages. Enter a mobile number.',
        code: 'not_mobile',
        param: 'phone_number',
      },
    ]),
  resendTooSoon: (seconds: number) =>
    apiError(429, [
      {
        message: `Please wait ${count(seconds, 'second')} before requesting a new code.`,
        code: 'resend_too_soon',
        param: 'phone_number',
      },
    ]),
  tooManyCodes: (minutes: number) =>
    apiError(429, [
      {
        message: `Too many codes were sent to this number. Try again in ${count(minutes, 'minute')}.`,
        code: 'too_many_codes',
        param: 'phone_number',
      },
    ]),
  /** 502: the SMS provider failed; its details stay in the server log. */
  smsFailed: () =>
    apiError(502, [
      {
        message: 'We could not send the text message. Please try again.',
        code: 'sms_failed',
        param: 'phone_number',
      },
    ]),
  noPendingCode: () =>
    apiError(400, [
      {
        message: 'No verification code was requested for this number.',
        code: 'no_pending_code',
        param: 'phone_number',
      },
    ]),
  codeExpired: () =>
    apiError(400, [
      {
        message: 'This verification code has expired. Request a new one.',
        code: 'code_expired',
        param: 'code',
      },
    ]),
  invalidCode: () =>
    apiError(400, [{ message: 'The verification code is incorrect.', code: 'invalid_code', param: 'code' }]),
  tooManyAttempts: () =>
    apiError(429, [
      { message: 'Too many attempts. Request a new code.', code: 'too_many_attempts', param: 'code' },
    ]),
};
