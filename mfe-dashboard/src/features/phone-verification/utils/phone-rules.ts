import { DEVICE_TYPES, INVALID_PHONE_NUMBER_MESSAGE, type DeviceType } from '@lifeguard/contracts/phone';
import * as yup from 'yup';
import { messages } from '@lifeguard/shared/forms/messages';

/**
 * Spec 001 §5 leaves the number format "not shown" (the code's: components/verification-code-form).
 * The server parses numbers with libphonenumber (US by default); here only what is plainly not a
 * phone number is stopped: other characters than digits, spaces, + ( ) - . and fewer than 7 or
 * more than 15 digits (E.164).
 */
export const phoneMessages = {
  invalidNumber: INVALID_PHONE_NUMBER_MESSAGE,
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
