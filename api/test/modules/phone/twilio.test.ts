import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { TwilioError, createTwilioSender } from '../../../src/modules/phone/sms/twilio.js';
import { useTestApp } from '../../helpers/app.js';
import { SEND, VERIFY, apiErrorBody, codeIn, newNumber, signedInUser } from './phone-helpers.js';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'test-auth-token';
const FROM = '+15005550006';

type Captured = { method?: string; url?: string; headers: IncomingMessage['headers']; form: URLSearchParams };
const captured: Captured[] = [];
/** What the stand-in answers next: Twilio's 201 with a message resource, or an error. */
let answer = { status: 201, body: { sid: 'SM0123', status: 'queued' } as object };

/** A stand-in for api.twilio.com on 127.0.0.1. */
const standIn = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    captured.push({ method: req.method, url: req.url, headers: req.headers, form: new URLSearchParams(raw) });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});
const standInUrl = () => `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

beforeAll(() => new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
beforeEach(() => {
  captured.length = 0;
  answer = { status: 201, body: { sid: 'SM0123', status: 'queued' } };
});

const ctx = useTestApp(() => ({
  TWILIO_ACCOUNT_SID: ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  TWILIO_FROM_NUMBER: FROM,
  TWILIO_API_BASE_URL: `${standInUrl()}/`,
}));

describe('text messages through Twilio (TWILIO_*)', () => {
  it('posts the message form to the Messages resource with basic auth', async () => {
    const { browser } = await signedInUser(ctx.app);
    const phone = newNumber();
    const res = await browser.post(SEND, { phone_number: phone.typed, device_type: 'ios' });
    expect(res.statusCode).toBe(200);
    expect(captured).toHaveLength(1);
    const [request] = captured;
    expect(request).toMatchObject({
      method: 'POST',
      url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      headers: {
        authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
        'content-type': expect.stringMatching(/^application\/x-www-form-urlencoded/),
      },
    });
    expect(Object.fromEntries(request!.form)).toEqual({
      To: phone.e164,
      From: FROM,
      Body: expect.stringMatching(/^Your Lifeguard verification code is \d{6}\. It expires in 10 minutes\.$/),
    });
    expect(existsSync(join(ctx.dataDir, 'sms'))).toBe(false);

    const code = codeIn(request!.form.get('Body') ?? '');
    const verified = await browser.post(VERIFY, { phone_number: phone.e164, code, device_type: 'ios' });
    expect(verified.json().user).toMatchObject({ phone_number: phone.e164, phone_verified: true });
  });

  it("answers 502 without Twilio's details when Twilio refuses, and a retry may follow at once", async () => {
    const { browser } = await signedInUser(ctx.app);
    const phone = newNumber();
    answer = {
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    };
    const res = await browser.post(SEND, { phone_number: phone.typed, device_type: 'ios' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(
      apiErrorBody('We could not send the text message. Please try again.', 'sms_failed', 'phone_number'),
    );
    answer = { status: 201, body: { sid: 'SM0124', status: 'queued' } };
    expect((await browser.post(SEND, { phone_number: phone.typed, device_type: 'ios' })).statusCode).toBe(
      200,
    );
  });

  it('reports an unreachable Twilio as a TwilioError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const apiBaseUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sender = createTwilioSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      fromNumber: FROM,
      apiBaseUrl,
    });
    await expect(sender.sendSms('+12015550100', 'hi')).rejects.toThrow(TwilioError);
  });
});

describe('TWILIO_* configuration', () => {
  const env = { DATA_DIR: tmpdir(), SECRET_KEY: 'x'.repeat(32) };

  it('is off by default and reads all three variables together', () => {
    expect(loadConfig(env).twilio).toBeUndefined();
    const twilio = {
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM_NUMBER: FROM,
    };
    expect(loadConfig({ ...env, ...twilio }).twilio).toEqual({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      fromNumber: FROM,
      apiBaseUrl: 'https://api.twilio.com',
    });
  });

  it.each([
    [
      { TWILIO_ACCOUNT_SID: ACCOUNT_SID },
      /set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER together/,
    ],
    [
      { TWILIO_ACCOUNT_SID: 'not-a-sid', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: FROM },
      /TWILIO_ACCOUNT_SID/,
    ],
    [
      { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '5550006' },
      /TWILIO_FROM_NUMBER/,
    ],
  ])('rejects %p', (vars, message) => {
    expect(() => loadConfig({ ...env, ...vars })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ...vars })).toThrow(message);
  });
});
