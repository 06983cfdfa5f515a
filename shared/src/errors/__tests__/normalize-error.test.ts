import { describe, expect, it } from '@jest/globals';
import { UNEXPECTED_ERROR_MESSAGE } from '@lifeguard/contracts/errors';
import { normalizeError, SIGNED_OUT_MESSAGE } from '../normalize-error';

describe('normalizeError (spec 000 §8)', () => {
  it('takes the first of data.errors', () => {
    const error = {
      status: 400,
      data: { errors: [{ message: 'Bad email', code: 'invalid', param: 'email' }, { message: 'x' }] },
    };
    expect(normalizeError(error)).toEqual({ message: 'Bad email', code: 'invalid', param: 'email' });
  });

  it('falls back to data.detail with the HTTP status', () => {
    expect(normalizeError({ status: 401, data: { detail: 'Not signed in' } })).toEqual({
      message: 'Not signed in',
      code: 401,
      param: 'general',
    });
  });

  it("says the session ended for allauth's 401 envelope, which carries no message", () => {
    const envelope = {
      status: 401,
      data: { flows: [{ id: 'login' }, { id: 'signup' }] },
      meta: { is_authenticated: false },
    };
    expect(normalizeError({ status: 401, data: envelope })).toEqual({
      message: SIGNED_OUT_MESSAGE,
      code: 401,
      param: 'general',
    });
    expect(SIGNED_OUT_MESSAGE).toBe('Your session has ended. Please sign in again.');
  });

  it('uses the generic message and unknown code otherwise', () => {
    expect(normalizeError(new Error('boom'))).toEqual({
      message: UNEXPECTED_ERROR_MESSAGE,
      code: 'unknown',
      param: 'general',
    });
    expect(normalizeError({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      message: 'An unexpected error occurred. Please try again.',
      code: 'unknown',
      param: 'general',
    });
  });
});
