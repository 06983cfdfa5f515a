import {
  CODE_DIGITS,
  DEVICE_TYPES,
  INVALID_PHONE_NUMBER_MESSAGE,
  type DeviceType,
} from '@lifeguard/contracts/phone';
import * as yup from 'yup';
import { messages } from '@lifeguard/shared/forms/messages';

/** Digits in a verification code, as the server sends them. */
export const CODE_LENGTH = CODE_DIGITS;

/**
 * Spec 001 §5 leaves the number and code formats "not shown". The server parses numbers with
 * libphonenumber (US by default); here only what is plainly not a phone number is stopped:
 * other characters than digits, spaces, + ( ) - . and fewer than 7 or more than 15 digits (E.164).
 */
export const phoneMessages = {
  invalidNumber: INVALID_PHONE_NUMBER_MESSAGE,
  invalidCode: `Enter the ${CODE_LENGTH}-digit code from the text message.`,
};

function looksLikePhoneNumber(value: string | undefined): boolean {
  if (!value || !/^[\d\s+().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export type PhoneNumberValues = { phone_number: string; device_type: DeviceType };

export const phoneNumberSchema = yup.object({
  phone_number: yup
    .string()
    .trim()
    .required(messages.required)
    .test('phone', phoneMessages.invalidNumber, looksLikePhoneNumber),
  device_type: yup.string().required(messages.required).oneOf(DEVICE_TYPES),
});

export type VerificationCodeValues = { code: string };

export const verificationCodeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(messages.required)
    .matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), phoneMessages.invalidCode),
});
