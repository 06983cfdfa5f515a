import { eq } from 'drizzle-orm';
import { phoneVerifications } from '../../../src/modules/phone/schema.js';
import { createPhoneVerification } from '../../../src/modules/phone/service.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { codeIn, newNumber } from './phone-helpers.js';

const ctx = useTestApp();
const MINUTE = 60_000;

/** The service on the test database with a clock the test moves and an SMS provider it reads. */
function serviceWithClock() {
  const clock = { ms: Date.parse('2030-01-01T12:00:00Z') };
  const texts: string[] = [];
  let failing = false;
  const service = createPhoneVerification({
    db: ctx.app.db,
    secretKey: ctx.app.config.secretKey,
    log: ctx.app.log,
    now: () => new Date(clock.ms),
    sms: {
      async sendSms(_to, body) {
        if (failing) throw new Error('provider down');
        texts.push(body);
      },
    },
  });
  return {
    service,
    advance: (ms: number) => (clock.ms += ms),
    lastCode: () => codeIn(texts.at(-1) ?? ''),
    failSends: (value: boolean) => (failing = value),
  };
}

const newUserId = async () => (await ctx.app.users.create({ email: uniqueEmail('limits') })).id;
const problem = (status: number, code: string, message?: string) => ({
  statusCode: status,
  body: { status: 'error', errors: [expect.objectContaining({ code, ...(message ? { message } : {}) })] },
});

describe('phone verification limits (modules/phone/limits.ts)', () => {
  it('a code works for 10 minutes', async () => {
    const { service, advance, lastCode } = serviceWithClock();
    const [early, late] = [await newUserId(), await newUserId()];
    const [a, b] = [newNumber().e164, newNumber().e164];
    await service.send(early, a);
    await service.send(late, b);
    advance(10 * MINUTE - 1);
    await expect(service.verify(late, b, lastCode(), 'ios')).resolves.toMatchObject({ phoneVerified: true });
    advance(1);
    await expect(service.verify(early, a, '000000', 'ios')).rejects.toMatchObject(
      problem(400, 'code_expired', 'This verification code has expired. Request a new one.'),
    );
  });

  it('waits 30 s between codes to one number, whoever asks', async () => {
    const { service, advance } = serviceWithClock();
    const phone = newNumber().e164;
    await service.send(await newUserId(), phone);
    advance(29_500);
    await expect(service.send(await newUserId(), phone)).rejects.toMatchObject(
      problem(429, 'resend_too_soon', 'Please wait 1 second before requesting a new code.'),
    );
    advance(500);
    await expect(service.send(await newUserId(), phone)).resolves.toEqual({ expiresIn: 600 });
  });

  it('lets one of several simultaneous sends to a number through', async () => {
    const { service } = serviceWithClock();
    const phone = newNumber().e164;
    const userIds = [await newUserId(), await newUserId(), await newUserId()];
    const results = await Promise.allSettled(userIds.map((id) => service.send(id, phone)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
  });

  it('sends at most 3 codes to one number in 15 minutes', async () => {
    const { service, advance } = serviceWithClock();
    const userId = await newUserId();
    const phone = newNumber().e164;
    for (let i = 0; i < 3; i++) {
      await service.send(userId, phone);
      advance(MINUTE);
    }
    await expect(service.send(userId, phone)).rejects.toMatchObject(
      problem(429, 'too_many_codes', 'Too many codes were sent to this number. Try again in 12 minutes.'),
    );
    advance(12 * MINUTE);
    await expect(service.send(userId, phone)).resolves.toEqual({ expiresIn: 600 });
  });

  it('a new code replaces the earlier one', async () => {
    const { service, advance, lastCode } = serviceWithClock();
    const userId = await newUserId();
    const phone = newNumber().e164;
    await service.send(userId, phone);
    const first = lastCode();
    advance(30_000);
    await service.send(userId, phone);
    const second = lastCode();
    // Two random codes are equal once in a million runs; then this expectation fails.
    await expect(service.verify(userId, phone, first, 'ios')).rejects.toMatchObject(
      problem(400, 'invalid_code'),
    );
    await expect(service.verify(userId, phone, second, 'ios')).resolves.toMatchObject({ phoneNumber: phone });
  });

  it('a failed send answers 502 and does not count against the limits', async () => {
    const { service, failSends } = serviceWithClock();
    const userId = await newUserId();
    const phone = newNumber().e164;
    failSends(true);
    await expect(service.send(userId, phone)).rejects.toMatchObject(
      problem(502, 'sms_failed', 'We could not send the text message. Please try again.'),
    );
    const rows = await ctx.app.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneNumber, phone));
    expect(rows).toEqual([]);
    failSends(false);
    await expect(service.send(userId, phone)).resolves.toEqual({ expiresIn: 600 });
  });

  it('deletes sent codes after a day', async () => {
    const { service, advance } = serviceWithClock();
    const userId = await newUserId();
    const [old, fresh] = [newNumber().e164, newNumber().e164];
    await service.send(userId, old);
    advance(24 * 60 * MINUTE + 1);
    await service.send(userId, fresh);
    const rows = await ctx.app.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId));
    expect(rows.map((r) => r.phoneNumber)).toEqual([fresh]);
  });
});
