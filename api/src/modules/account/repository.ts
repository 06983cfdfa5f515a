import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { avatars, users, type AvatarRow, type UserRow } from '../users/schema.js';
import { avatarPath } from './avatar.js';

/** A stored avatar as served: its type, bytes and version. */
export type StoredAvatar = Pick<AvatarRow, 'contentType' | 'data' | 'version'>;

/**
 * Bytes go in and out of `bytea` as base64 text: PGlite binds and reads a 2 MB Buffer byte by
 * byte (seconds), `decode`/`encode` take tens of milliseconds there and are cheap on PostgreSQL
 * too. PostgreSQL's base64 breaks lines every 76 characters; Buffer.from skips them.
 */
const toBytea = (data: Buffer) => sql`decode(${data.toString('base64')}, 'base64')`;
export const base64Of = (column: SQLWrapper) => sql<string>`encode(${column}, 'base64')`;

/**
 * The `avatars` table (issue 13 profile). Each write changes the avatar row and
 * `users.avatar_url` together, so the URL never names a missing image.
 */
export function createAvatarRepository(db: Database) {
  return {
    /** Stores (or replaces) the user's avatar as `version`; answers the updated user row. */
    async save(userId: number, avatar: StoredAvatar): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const values = {
          contentType: avatar.contentType,
          data: toBytea(avatar.data),
          version: avatar.version,
        };
        await tx
          .insert(avatars)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: avatars.userId, set: { ...values, updatedAt: sql`now()` } });
        const [row] = await tx
          .update(users)
          .set({ avatarUrl: avatarPath(userId, avatar.version) })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw new Error(`user ${userId} not found`);
        return row;
      });
    },
    /** Removes the user's avatar, if any, and clears `avatar_url`; answers the updated user row. */
    async remove(userId: number): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await tx.delete(avatars).where(eq(avatars.userId, userId));
        const [row] = await tx.update(users).set({ avatarUrl: null }).where(eq(users.id, userId)).returning();
        if (!row) throw new Error(`user ${userId} not found`);
        return row;
      });
    },
    /** The avatar of `userId` when its version is `version`, else null. */
    async find(userId: number, version: string): Promise<StoredAvatar | null> {
      const [row] = await db
        .select({ contentType: avatars.contentType, data: base64Of(avatars.data), version: avatars.version })
        .from(avatars)
        .where(and(eq(avatars.userId, userId), eq(avatars.version, version)));
      return row ? { ...row, data: Buffer.from(row.data, 'base64') } : null;
    },
  };
}

export type AvatarRepository = ReturnType<typeof createAvatarRepository>;
