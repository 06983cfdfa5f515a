import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { passwordResetKeys } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    resetKeys: ResetKeys;
  }
}

/** How long a reset link works (allauth's default: 3 days). */
const KEY_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Password reset keys: single use, 3-day expiry, only their SHA-256 stored. */
export function createResetKeys(db: Database) {
  return {
    /** A new random key and its hash; made for unknown emails too so both take the same work. */
    generate() {
      const key = randomBytes(24).toString('base64url');
      return { key, keyHash: hashKey(key) };
    },
    async store(userId: number, keyHash: string, now = new Date()) {
      const expiresAt = new Date(now.getTime() + KEY_LIFETIME_MS);
      await db.insert(passwordResetKeys).values({ keyHash, userId, createdAt: now, expiresAt });
    },
    /** The user id a live key belongs to, or null (unknown, expired or used). */
    async userIdFor(key: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: passwordResetKeys.userId })
        .from(passwordResetKeys)
        .where(and(eq(passwordResetKeys.keyHash, hashKey(key)), gt(passwordResetKeys.expiresAt, new Date())));
      return row?.userId ?? null;
    },
    /** Invalidates every outstanding key of the user (after a successful reset). */
    async revokeAll(userId: number) {
      await db.delete(passwordResetKeys).where(eq(passwordResetKeys.userId, userId));
    },
  };
}

export type ResetKeys = ReturnType<typeof createResetKeys>;

/** Domain plugin decorating `app.resetKeys`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('resetKeys', createResetKeys(app.db));
  },
  { name: 'reset-keys', dependencies: ['db'] },
);
