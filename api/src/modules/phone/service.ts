import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { phoneVerifications as codes } from './schema.js';
import { users } from '../users/schema.js';
import { type UserRow } from '../users/schema.js';
import { codeMessage, hashCode, hashesMatch, newCode } from './codes.js';
import {
  CODE_TTL_MS,
  MAX_ATTEMPTS,
  MAX_SENDS_PER_WINDOW,
  RESEND_COOLDOWN_MS,
  RETENTION_MS,
  SEND_WINDOW_MS,
  type DeviceType,
} from './limits.js';
import { phoneProblems } from './problems.js';
import type { SmsSender } from './sms/sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    phoneVerification: PhoneVerification;
  }
}

export type PhoneVerificationDeps = {
  db: Database;
  secretKey: string;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** The clock of every expiry and limit; tests move it. */
  now?: () => Date;
};

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * Phone verification (spec 001 §4, §7 Phone): sends a code by text, checks it, then marks the
 * user's number verified. Numbers are E.164. Errors are the HttpProblems of problems.ts.
 */
export function createPhoneVerification(deps: PhoneVerificationDeps) {
  const { db, secretKey, sms, log, now = () => new Date() } = deps;

  /** Enforces the send limits of the number and stores the code's hash; its row id. */
  const record = (userId: number, phoneNumber: string, codeHash: string, at: Date) =>
    db.transaction(async (tx) => {
      // One send per number at a time, so parallel requests cannot all pass the limits.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${phoneNumber}))`);
      await tx.delete(codes).where(lt(codes.createdAt, later(at, -RETENTION_MS)));
      const recent = await tx
        .select({ createdAt: codes.createdAt })
        .from(codes)
        .where(and(eq(codes.phoneNumber, phoneNumber), gt(codes.createdAt, later(at, -SEND_WINDOW_MS))))
        .orderBy(desc(codes.createdAt));
      const msUntil = (sent: Date, delay: number) => sent.getTime() + delay - at.getTime();
      const cooldown = recent[0] ? msUntil(recent[0].createdAt, RESEND_COOLDOWN_MS) : 0;
      if (cooldown > 0) throw phoneProblems.resendTooSoon(Math.ceil(cooldown / 1000));
      const blocking = recent[MAX_SENDS_PER_WINDOW - 1];
      if (blocking) {
        throw phoneProblems.tooManyCodes(Math.ceil(msUntil(blocking.createdAt, SEND_WINDOW_MS) / 60_000));
      }
      const [row] = await tx
        .insert(codes)
        .values({ userId, phoneNumber, codeHash, createdAt: at, expiresAt: later(at, CODE_TTL_MS) })
        .returning({ id: codes.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    });

  return {
    /**
     * Texts a new code to `phoneNumber`; it replaces any earlier code of this user and number.
     * `expiresIn` is in seconds. @throws 429 resend_too_soon / too_many_codes, 502 sms_failed.
     */
    async send(userId: number, phoneNumber: string): Promise<{ expiresIn: number }> {
      const code = newCode();
      const id = await record(userId, phoneNumber, hashCode(secretKey, userId, phoneNumber, code), now());
      try {
        await sms.sendSms(phoneNumber, codeMessage(code));
      } catch (err) {
        // A code that never left must not count against the limits: the person just retries.
        await db.delete(codes).where(eq(codes.id, id));
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
      const [pending] = await db
        .select()
        .from(codes)
        .where(and(eq(codes.userId, userId), eq(codes.phoneNumber, phoneNumber)))
        .orderBy(desc(codes.createdAt))
        .limit(1);
      if (!pending || pending.usedAt) throw phoneProblems.noPendingCode();
      if (pending.expiresAt <= at) throw phoneProblems.codeExpired();
      // Counted before it is judged, in one statement, so parallel guesses stay within the limit.
      const [guess] = await db
        .update(codes)
        .set({ attempts: sql`${codes.attempts} + 1` })
        .where(and(eq(codes.id, pending.id), lt(codes.attempts, MAX_ATTEMPTS), isNull(codes.usedAt)))
        .returning({ id: codes.id });
      if (!guess) throw phoneProblems.tooManyAttempts();
      const typed = code.replace(/[\s-]/g, '');
      if (!hashesMatch(pending.codeHash, hashCode(secretKey, userId, phoneNumber, typed))) {
        throw phoneProblems.invalidCode();
      }
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(codes)
          .set({ usedAt: at })
          .where(and(eq(codes.id, pending.id), isNull(codes.usedAt)))
          .returning({ id: codes.id });
        if (!used) throw phoneProblems.noPendingCode();
        const [user] = await tx
          .update(users)
          .set({ phoneNumber, phoneVerified: true, deviceType })
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw new Error(`user ${userId} not found`);
        return user;
      });
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
