/**
 * Phone verification (spec 000 §7, spec 001 §4 "Phone verification", §7 "Phone"). Spec 001 §5
 * leaves the number and code formats "not shown"; these are the server's, for the forms too.
 */

/** Digits of a verification code sent by text. */
export const CODE_DIGITS = 6;

/**
 * What `device_type` may say: the kind of phone the number belongs to. Spec 001 names no values;
 * landlines are left out because the code arrives by text message.
 */
export const DEVICE_TYPES = ['ios', 'android', 'mobile'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The message of a number that is no phone number, from the server (400) as from the form. */
export const INVALID_PHONE_NUMBER_MESSAGE = 'Enter a valid phone number.';
