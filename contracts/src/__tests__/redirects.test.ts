import { describe, expect, it } from '@jest/globals';
import { sameOriginPath } from '../redirects';

describe('sameOriginPath: redirect targets parsed against the configured origin (issue 30 F6)', () => {
  describe.each(['http://localhost:8000', 'https://lifeguard.example'])('under %s', (origin) => {
    it.each([
      'https://evil.example/phish',
      'http://evil.example/phish',
      '//evil.example/phish',
      '\\\\evil.example/phish',
      '/\\evil.example/phish',
      '\\/evil.example/phish',
      '/\t/evil.example/phish',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://[::1',
    ])('refuses %p', (value) => {
      expect(sameOriginPath(value, origin)).toBeNull();
    });

    it.each([
      ['/app/auth/callback', '/app/auth/callback'],
      ['/app/dashboard?tab=1#top', '/app/dashboard?tab=1#top'],
      [`${origin}/app/auth/callback?x=1`, '/app/auth/callback?x=1'],
      [`${origin}//evil.example/x`, '/evil.example/x'],
      ['app/x', '/app/x'],
    ])('keeps %p as the same-origin path %p', (value, path) => {
      expect(sameOriginPath(value, origin)).toBe(path);
    });
  });

  it('reads `https:evil` as a path under an https origin, and refuses it under http', () => {
    expect(sameOriginPath('https:evil.example/phish', 'https://lifeguard.example')).toBe(
      '/evil.example/phish',
    );
    expect(sameOriginPath('https:evil.example/phish', 'http://localhost:8000')).toBeNull();
    expect(sameOriginPath('http:evil.example/phish', 'http://localhost:8000')).toBe('/evil.example/phish');
  });
});
