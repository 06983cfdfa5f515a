import type { DeviceType } from '@lifeguard/contracts/phone';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../users/schema.js';
import { codeMessage, hashCode, hashesMatch, newCode } from './codes.js';
import {
  CODE_TTL_MS,
  MAX_ATTEMPTS,
  MAX_SENDS_PER_WINDOW,
  RESEND_COOLDOWN_MS,
  RETENTION_MS,
  SEND_WINDOW_MS,
} from './limits.js';
import { toE164 } from './phone-number.js';
import { phoneProblems } from './problems.js';
import { createCodeRepository } from './repository.js';
import type { SmsSender } from './sms/sms-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    phoneVerification: PhoneVerification;
  }
}

export type PhoneVerificationDeps = {
  db: Database;
  secretKey: string;
  sms: Pick<SmsSender, 'sendSms'>;
  log: FastifyBaseLogger;
  /** The clock of every expiry and limit; tests move it. */
  now?: () => Date;
};

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * The send limits of limits.ts for a number sent codes at `recentSends` (newest first) within
 * the send window. @throws 429 resend_too_soon / too_many_codes.
 */
function checkSendLimits(recentSends: Date[], at: Date): void {
  const msUntil = (sent: Date, delay: number) => sent.getTime() + delay - at.getTime();
  const cooldown = recentSends[0] ? msUntil(recentSends[0], RESEND_COOLDOWN_MS) : 0;
  if (cooldown > 0) throw phoneProblems.resendTooSoon(Math.ceil(cooldown / 1000));
  const blocking = recentSends[MAX_SENDS_PER_WINDOW - 1];
  if (blocking) throw phoneProblems.tooManyCodes(Math.ceil(msUntil(blocking, SEND_WINDOW_MS) / 60_000));
}

/**
 * Phone verification (spec 001 §4, §7 Phone): sends a code by text, checks it, then marks the
 * user's number verified. Numbers are E.164. Errors are the HttpProblems of problems.ts.
 */
export function createPhoneVerification(deps: PhoneVerificationDeps) {
  const { db, secretKey, sms, log, now = () => new Date() } = deps;
  const codes = createCodeRepository(db);

  return {
    /**
     * The E.164 form of a number as typed (phone-number.ts), for the routes of every module.
     * @throws 400 invalid_phone_number / not_mobile.
     */
    toE164,

    /**
     * Texts a new code to `phoneNumber`; it replaces any earlier code of this user and number.
     * `expiresIn` is in seconds. @throws 429 resend_too_soon / too_many_codes, 502 sms_failed.
     */
    async send(userId: number, phoneNumber: string): Promise<{ expiresIn: number }> {
      const code = newCode();
      const at = now();
      const codeHash = hashCode(secretKey, userId, phoneNumber, code);
      const id = await codes.recordSend(
        { userId, phoneNumber, codeHash, createdAt: at, expiresAt: later(at, CODE_TTL_MS) },
        { purgeBefore: later(at, -RETENTION_MS), windowStart: later(at, -SEND_WINDOW_MS) },
        (recentSends) => checkSendLimits(recentSends, at),
      );
      try {
        await sms.sendSms(phoneNumber, codeMessage(code));
      } catch (err) {
        // A code that never left must not count against the limits: the person just retries.
        await codes.remove(id);
        log.error({ err }, 'text message not sent');
        throw phoneProblems.smsFailed();
      }
      return { expiresIn: CODE_TTL_MS / 1000 };
    },

    /**
     * Checks `code` (as typed: spaces and dashes ignored) against the pending code of the user
     * and number; on success uses it up and stores the number, phone_verified and device type
     * on the user. @returns the updated user.
     * @throws 400 no_pending_code / code_expired / invalid_code, 429 too_many_attempts.
     */
    async verify(
      userId: number,
      phoneNumber: string,
      code: string,
      deviceType: DeviceType,
    ): Promise<UserRow> {
      const at = now();
      const pending = await codes.newest(userId, phoneNumber);
      if (!pending || pending.usedAt) throw phoneProblems.noPendingCode();
      if (pending.expiresAt <= at) throw phoneProblems.codeExpired();
      // Counted before it is judged, so a guess that is wrong still uses up an attempt.
      if (!(await codes.countGuess(pending.id, MAX_ATTEMPTS))) throw phoneProblems.tooManyAttempts();
      const typed = code.replace(/[\s-]/g, '');
      if (!hashesMatch(pending.codeHash, hashCode(secretKey, userId, phoneNumber, typed))) {
        throw phoneProblems.invalidCode();
      }
      const user = await codes.useCode(pending.id, at, userId, { phoneNumber, deviceType });
      if (!user) throw phoneProblems.noPendingCode();
      return user;
    },
  };
}

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;

/** Domain plugin decorating `app.phoneVerification`. */
export default fp(
  async (app: FastifyInstance) => {
    const { secretKey } = app.config;
    app.decorate(
      'phoneVerification',
      createPhoneVerification({ db: app.db, secretKey, sms: app.sms, log: app.log }),
    );
  },
  { name: 'phone-verification', dependencies: ['db', 'sms'] },
);
