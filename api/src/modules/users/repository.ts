import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type NewUserRow, type UserRow } from './schema.js';

/** The `users` table's queries (spec 000 §3); the lookup by id is prepared (every session read). */
export function createUsersRepository(db: Database) {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');

  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },
    /** The user whose email equals `email`, trimmed and ignoring case, as the unique index does. */
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return row ?? null;
    },
    /** Inserts a user. @throws the driver's error, with code 23505 at `cause` for a taken email. */
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Sets `values` on the user and answers the updated row. @throws when there is no such user. */
    async update(userId: number, values: Partial<NewUserRow>): Promise<UserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
      if (!row) throw new Error(`user ${userId} not found`);
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
