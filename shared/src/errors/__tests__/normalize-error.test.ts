import { describe, expect, it } from '@jest/globals';
import { normalizeError, UNEXPECTED_ERROR_MESSAGE } from '../normalize-error';

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
