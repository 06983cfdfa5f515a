import { describe, expect, it, jest } from '@jest/globals';
import { handleExternalMessage, replyErrors } from '../messages';
import type { Tokens } from '../tokens';

const ORIGIN = 'https://lifeguard.example';
const message = { action: 'setAuthTokens', accessToken: 'aaa.bbb.ccc', refreshToken: 'ddd.eee.fff' };

function setup(save = jest.fn(async (_tokens: Tokens) => {})) {
  const handle = (msg: unknown, sender: { origin?: string; url?: string }) =>
    handleExternalMessage(msg, sender, { lifeguardOrigin: ORIGIN, tokens: { save } });
  return { handle, save };
}

describe('handleExternalMessage', () => {
  it('stores the tokens sent by the Lifeguard sign-in page and answers success', async () => {
    const { handle, save } = setup();
    expect(await handle(message, { origin: ORIGIN, url: `${ORIGIN}/app/login?extension_id=x` })).toEqual({
      success: true,
    });
    expect(save).toHaveBeenCalledWith({ accessToken: 'aaa.bbb.ccc', refreshToken: 'ddd.eee.fff' });
  });

  it("reads the origin from the sender's url when Chrome gives no origin", async () => {
    const { handle } = setup();
    expect(await handle(message, { url: `${ORIGIN}/app/login` })).toEqual({ success: true });
  });

  it.each([
    { origin: 'https://evil.example', url: 'https://evil.example/app/login' },
    { origin: 'http://lifeguard.example' },
    { origin: 'https://lifeguard.example:8443' },
    { url: 'https://lifeguard.example.evil.net/app/login' },
    {},
  ])('refuses a sender of another origin (%o) and stores nothing', async (sender) => {
    const { handle, save } = setup();
    expect(await handle(message, sender)).toEqual({ success: false, error: replyErrors.wrongOrigin });
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    [{ ...message, action: 'getAuthTokens' }, replyErrors.unknownAction],
    ['setAuthTokens', replyErrors.unknownAction],
    [null, replyErrors.unknownAction],
    [{ ...message, accessToken: undefined }, replyErrors.badTokens],
    [{ ...message, refreshToken: '' }, replyErrors.badTokens],
    [{ ...message, accessToken: 'not a token' }, replyErrors.badTokens],
    [{ ...message, refreshToken: `${'a'.repeat(2048)}.b.c` }, replyErrors.badTokens],
  ])('refuses the message %o', async (msg, error) => {
    const { handle, save } = setup();
    expect(await handle(msg, { origin: ORIGIN })).toEqual({ success: false, error });
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a storage failure instead of rejecting', async () => {
    const { handle } = setup(
      jest.fn(async () => {
        throw new Error('QUOTA_BYTES quota exceeded');
      }),
    );
    expect(await handle(message, { origin: ORIGIN })).toEqual({
      success: false,
      error: replyErrors.notSaved,
    });
  });
});
