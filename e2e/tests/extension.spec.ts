import { expect, submitLogin, test } from '../support/fixtures';

type RecordedMessage = {
  id: string;
  message: { action?: string; accessToken?: string; refreshToken?: string };
};

/** Spec 000 §2 extension mode, §4 "Extension connect outcomes", §8. */
test.describe('extension mode', () => {
  test('hands the tokens to the extension', async ({ page, user }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { chrome?: Record<string, unknown>; __extensionMessages: unknown[] };
      w.__extensionMessages = [];
      w.chrome = w.chrome ?? {};
      w.chrome.runtime = {
        sendMessage(id: string, message: unknown, callback?: (response: unknown) => void) {
          w.__extensionMessages.push({ id, message });
          setTimeout(() => callback?.({ success: true }), 0);
        },
      };
    });
    await page.goto('/app/login?extension_id=abc');
    await submitLogin(page, user, { button: 'Connect Extension' });
    await expect(
      page.getByText(
        'Authentication successful! Your Chrome extension has been connected. You can close this tab.',
      ),
    ).toBeVisible();

    const messages = await page.evaluate(
      () => (window as unknown as { __extensionMessages: RecordedMessage[] }).__extensionMessages,
    );
    expect(messages).toHaveLength(1);
    const [{ id, message }] = messages as [RecordedMessage];
    expect(id).toBe('abc');
    expect(message.action).toBe('setAuthTokens');
    expect(message.accessToken).toEqual(expect.any(String));
    expect(message.accessToken).not.toBe('');
    expect(message.refreshToken).toEqual(expect.any(String));
    expect(message.refreshToken).not.toBe('');
  });
});
