import * as yup from 'yup';
import { messages } from '@lifeguard/shared/forms/rules';
import { DEVICE_TYPE_OPTIONS, type DeviceType } from './device-types';

/** Digits in a verification code (the server's phone module sends 6-digit codes). */
export const CODE_LENGTH = 6;

/**
 * Spec 001 §5 leaves the number and code formats "not shown". The server parses numbers with
 * libphonenumber (US by default); here only what is plainly not a phone number is stopped:
 * other characters than digits, spaces, + ( ) - . and fewer than 7 or more than 15 digits (E.164).
 */
export const phoneMessages = {
  invalidNumber: 'Enter a valid phone number.',
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
  device_type: yup
    .string()
    .required(messages.required)
    .oneOf(DEVICE_TYPE_OPTIONS.map((option) => option.value)),
});

export type VerificationCodeValues = { code: string };

export const verificationCodeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(messages.required)
    .matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), phoneMessages.invalidCode),
});
