import { describe, expect, it, jest } from '@jest/globals';
import { bootSupportMessenger, openSupportMessenger } from '../support-messenger';

type FakeWindow = Parameters<typeof bootSupportMessenger>[1];

function fakeWindow(appId?: string) {
  const win = { document, lifeguardMessengerAppId: appId } as unknown as NonNullable<FakeWindow>;
  return win;
}

describe('support messenger adapter (spec 000 §1, §9)', () => {
  it('loads nothing without an app id', () => {
    const win = fakeWindow(undefined);
    bootSupportMessenger(null, win);
    expect(win.Intercom).toBeUndefined();
    expect(document.querySelector('script[src*="intercom"]')).toBeNull();
    expect(openSupportMessenger(win)).toBe(false);
  });

  it('boots visitors, then ties the user with creation time in seconds', () => {
    const win = fakeWindow('app123');
    bootSupportMessenger(null, win);
    expect(document.querySelector('script[src$="/widget/app123"]')).not.toBeNull();
    const calls = jest.fn();
    win.Intercom = calls;
    bootSupportMessenger(
      { email: 'ann@example.com', name: 'Ann Lee', userId: 7, dateJoined: '2026-01-02T03:04:05Z' },
      win,
    );
    expect(calls).toHaveBeenNthCalledWith(1, 'shutdown');
    expect(calls).toHaveBeenNthCalledWith(2, 'boot', {
      app_id: 'app123',
      email: 'ann@example.com',
      name: 'Ann Lee',
      user_id: '7',
      created_at: 1767323045,
    });
    expect(openSupportMessenger(win)).toBe(true);
    expect(calls).toHaveBeenLastCalledWith('show');
  });
});
