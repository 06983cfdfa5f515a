import { describe, expect, it } from '@jest/globals';
import { isInternalRequest } from '../protocol';

describe('isInternalRequest', () => {
  it('accepts the requests of the popup and the warning page', () => {
    for (const request of [
      { type: 'status' },
      { type: 'reportIn' },
      { type: 'disconnect' },
      { type: 'setProtection', enabled: false },
      { type: 'continueAnyway', host: 'evil.example' },
    ]) {
      expect(isInternalRequest(request)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const request of [
      null,
      'status',
      {},
      { type: 'setAuthTokens' },
      { type: 'setProtection', enabled: 'no' },
      { type: 'continueAnyway' },
      { type: 'continueAnyway', host: '' },
    ]) {
      expect(isInternalRequest(request)).toBe(false);
    }
  });
});
