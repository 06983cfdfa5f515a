/** One error item, as both error families carry it (spec 000 §8 "normalised error"). */
export type FieldError = { message: string; code: string; param?: string };

/** The message of a call that failed for no reason the client can act on (spec 000 §8). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
