import { describe, expect, it } from '@jest/globals';
import { hrefs, safeRedirectPath } from '../routes';

describe('safeRedirectPath (spec 000 §4 redirect query)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?tab=1#top', '/dashboard?tab=1#top'],
    ['/app/dashboard', '/dashboard'],
    ['/app', '/'],
  ])('keeps the in-app path %p', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([null, '', 'dashboard', '//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'refuses %p',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});

describe('hrefs', () => {
  it('encodes the redirect target and reset keys', () => {
    expect(hrefs.login('/dashboard?x=1')).toBe('/login?redirect=%2Fdashboard%3Fx%3D1');
    expect(hrefs.resetPassword('a/b')).toBe('/account/reset-password/a%2Fb');
  });
});
