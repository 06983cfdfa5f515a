import { describe, expect, it } from '@jest/globals';
import {
  clearPendingInvitation,
  pathAfterRegistration,
  peekPendingInvitation,
  rememberPendingInvitation,
} from '@lifeguard/shared/teams/pending-invitation';

const PAGE = '/teams/invitation/7?key=k3y_0123456789abcdefghij';

describe('the pending invitation (issue 13: back to the acceptance after registering)', () => {
  it('keeps an accept page until it is cleared', () => {
    expect(peekPendingInvitation()).toBeNull();
    rememberPendingInvitation(PAGE);
    expect(peekPendingInvitation()).toBe(PAGE);
    expect(peekPendingInvitation()).toBe(PAGE);
    clearPendingInvitation();
    expect(peekPendingInvitation()).toBeNull();
  });

  it.each([
    'https://evil.example/teams/invitation/7?key=abc',
    '//evil.example/teams/invitation/7?key=abc',
    '/dashboard',
    '/teams/invitation/7?key=abc&next=https://evil.example',
  ])('refuses %s, stored or handed in', (path) => {
    rememberPendingInvitation(path);
    expect(peekPendingInvitation()).toBeNull();
    sessionStorage.setItem('pendingInvitation', path);
    expect(peekPendingInvitation()).toBeNull();
  });

  it('sends a finished registration back to the accept page once, then to the dashboard', () => {
    rememberPendingInvitation(PAGE);
    expect(pathAfterRegistration()).toBe(PAGE);
    expect(pathAfterRegistration()).toBe('/dashboard');
    sessionStorage.setItem('pendingInvitation', 'https://evil.example/teams/invitation/7?key=abc');
    expect(pathAfterRegistration()).toBe('/dashboard');
  });
});
