import { describe, expect, it } from '@jest/globals';
import { connectReturnOf } from '../connect-return';

const returnOf = (search: string) => connectReturnOf(new URLSearchParams(search));

describe('the return from Google (issue 14, GMAIL_CONNECT_ERRORS)', () => {
  it('reads ?connected=1 and each known error; an unknown error is connect_failed', () => {
    expect(returnOf('?connected=1')).toEqual({ connected: true });
    expect(returnOf('?error=access_denied')).toEqual({ connected: false, error: 'access_denied' });
    expect(returnOf('?error=invalid_state')).toEqual({ connected: false, error: 'invalid_state' });
    expect(returnOf('?error=connect_failed')).toEqual({ connected: false, error: 'connect_failed' });
    expect(returnOf('?error=<script>')).toEqual({ connected: false, error: 'connect_failed' });
  });

  it('is null for any other URL, and an error wins over connected', () => {
    expect(returnOf('')).toBeNull();
    expect(returnOf('?connected=0')).toBeNull();
    expect(returnOf('?connected=1&error=access_denied')).toEqual({
      connected: false,
      error: 'access_denied',
    });
  });
});
