/** One error item, as both error families carry it (spec 000 §8 "normalised error"). */
export type FieldError = { message: string; code: string; param?: string };

/** The message of a call that failed for no reason the client can act on (spec 000 §8). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/**
 * The header of a 5xx answer naming the request in the server's log (its log lines' `reqId`),
 * which a support request's diagnostics may carry (issue 33 item 2).
 */
export const REQUEST_ID_HEADER = 'x-request-id';
