import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { users } from './schema.js';
import { type NewUserRow, type UserRow } from './schema.js';
import { checkPassword, hashPassword, passwordTooShort } from './passwords.js';
import { presentUser } from './present.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** Fields accepted when creating a user (spec 000 §3). */
export type NewUser = {
  email: string;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  isSuperuser?: boolean;
  isStaff?: boolean;
};

/** The names of registration step 2 (spec 000 §3). */
export type ProfileNames = Pick<UserRow, 'firstName' | 'lastName' | 'middleName' | 'suffix'>;

/** Raised by {@link UsersService.create} for an email already taken (case-insensitively). */
export class DuplicateEmailError extends Error {}

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Accounts: lookup, creation, passwords. Exposed to other modules as `app.users`. */
export function createUsersService(db: Database) {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');

  const update = async (userId: number, values: Partial<NewUserRow>): Promise<UserRow> => {
    const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
    if (!row) throw new Error(`user ${userId} not found`);
    return row;
  };

  return {
    present: presentUser,
    passwordTooShort,
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return row ?? null;
    },
    /** @throws DuplicateEmailError */
    async create(input: NewUser): Promise<UserRow> {
      const password = input.password ? await hashPassword(input.password) : null;
      try {
        const [row] = await db
          .insert(users)
          .values({
            email: input.email.trim(),
            password,
            firstName: input.firstName ?? '',
            lastName: input.lastName ?? '',
            isSuperuser: input.isSuperuser ?? false,
            isStaff: input.isStaff ?? input.isSuperuser ?? false,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError(`${input.email} is taken.`);
        throw error;
      }
    },
    /** True when `password` matches; constant work whether or not the user has one. */
    checkPassword: (user: UserRow | null, password: string) =>
      checkPassword(password, user?.password ?? null),
    async setPassword(userId: number, password: string): Promise<void> {
      await db
        .update(users)
        .set({ password: await hashPassword(password) })
        .where(eq(users.id, userId));
    },
    /** Saves the names as given; answers the updated row. */
    updateProfile: (userId: number, names: ProfileNames) => update(userId, names),
    /** Replaces the onboarding answers (spec 000 §3) as given; answers the updated row. */
    setOnboardingResponses: (userId: number, responses: Record<string, unknown>) =>
      update(userId, { onboardingResponses: responses }),
    async touchLastLogin(userId: number): Promise<void> {
      await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/** Domain plugin decorating `app.users`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('users', createUsersService(app.db));
  },
  { name: 'users', dependencies: ['db'] },
);
