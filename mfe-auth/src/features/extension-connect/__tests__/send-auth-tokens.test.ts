import { afterEach, describe, expect, it } from '@jest/globals';
import { extensionMessages, sendAuthTokens } from '../api/send-auth-tokens';

const tokens = { accessToken: 'a', refreshToken: 'r' };

function replyWith(response: unknown) {
  const runtime = {
    sendMessage: (_id: string, _message: unknown, callback: (response?: unknown) => void) =>
      callback(response),
  };
  Object.defineProperty(window, 'chrome', { value: { runtime }, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'chrome');
});

describe("reading the extension's reply (spec 000 §4)", () => {
  it.each([
    [{ success: true }, 'success', extensionMessages.connected],
    [undefined, 'success', extensionMessages.connected],
    [{ received: true }, 'success', extensionMessages.connected],
    [
      { success: false, error: 'Storage is full' },
      'warning',
      'Warning: Extension reported an issue: Storage is full',
    ],
    [{ error: { message: 'Bad token' } }, 'warning', 'Warning: Extension reported an issue: Bad token'],
    [{ success: false, message: 'Not ready' }, 'warning', 'Warning: Extension reported an issue: Not ready'],
    [{ success: false }, 'warning', 'Warning: Extension reported an issue: Unknown error'],
  ])('%j → %s', async (response, variant, message) => {
    replyWith(response);
    await expect(sendAuthTokens('ext', tokens)).resolves.toEqual({ variant, message });
  });

  it('treats a synchronous throw (malformed id) as unreachable', async () => {
    const runtime = {
      sendMessage: () => {
        throw new Error('Invalid extension id');
      },
    };
    Object.defineProperty(window, 'chrome', { value: { runtime }, configurable: true, writable: true });
    await expect(sendAuthTokens('??', tokens)).resolves.toEqual({
      variant: 'danger',
      message: extensionMessages.unreachable,
    });
  });
});
