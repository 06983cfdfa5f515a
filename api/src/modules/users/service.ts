import type { FieldError } from '@lifeguard/contracts/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { insertPrimaryAddress } from '../email-addresses/repository.js';
import { createPersonalTeam, renameDefaultPersonalTeam } from '../teams/personal.js';
import { checkPassword, hashPassword, passwordTooShort, setupPasswordProblem } from './passwords.js';
import { presentUser } from './present.js';
import { createUsersRepository } from './repository.js';
import { users, type UserRow } from './schema.js';

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
  /** The email is known to be the user's (a provider verified it): its address starts verified. */
  emailVerified?: boolean;
};

/** The names of registration step 2 (spec 000 §3). */
export type ProfileNames = Pick<UserRow, 'firstName' | 'lastName' | 'middleName' | 'suffix'>;

/** Raised by {@link UsersService.create} for an email already taken (case-insensitively). */
export class DuplicateEmailError extends Error {}

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Accounts: lookup, creation, passwords. Exposed to other modules as `app.users`. */
export function createUsersService(db: Database) {
  const repository = createUsersRepository(db);
  const setPassword = async (userId: number, password: string): Promise<void> => {
    await repository.update(userId, { password: await hashPassword(password) });
  };
  return {
    present: presentUser,
    passwordTooShort,
    findById: repository.findById,
    findByEmail: repository.findByEmail,
    /**
     * Creates a user, and in the same transaction their personal family (issue 13, as admin:
     * teams/personal.ts) and their primary email address (issue 16 §3: unverified unless
     * `emailVerified`); a null or missing password leaves it without a usable one.
     * @throws DuplicateEmailError when an account holds the email, as primary or other address
     */
    async create(input: NewUser): Promise<UserRow> {
      const password = input.password ? await hashPassword(input.password) : null;
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
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
          if (!user) throw new Error('insert returned no row');
          await createPersonalTeam(tx, user);
          await insertPrimaryAddress(tx, user.id, user.email, input.emailVerified ?? false);
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError(`${input.email} is taken.`);
        throw error;
      }
    },
    /** True when `password` matches; constant work whether or not the user has one. */
    checkPassword: (user: UserRow | null, password: string) =>
      checkPassword(password, user?.password ?? null),
    /** Replaces the user's password with the Argon2id hash of `password`. */
    setPassword,
    /**
     * Sets the first password of `user`, who has no usable one (spec 000 §5 "Set password"):
     * answers the problem instead when one is already set or a rule of §5 is broken.
     */
    async setFirstPassword(user: UserRow, password: string): Promise<FieldError | null> {
      if (user.password !== null) {
        const message = 'Your account already has a password. Change it instead.';
        return { message, code: 'password_already_set', param: 'password' };
      }
      const problem = setupPasswordProblem(password);
      if (!problem) await setPassword(user.id, password);
      return problem;
    },
    /**
     * Saves the names as given; answers the updated row. The personal family still named after
     * the email (or the old first name) takes the new first name (teams/personal.ts).
     */
    updateProfile: (userId: number, names: Partial<ProfileNames>) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        const [after] = await tx.update(users).set(names).where(eq(users.id, userId)).returning();
        if (!before || !after) throw new Error(`user ${userId} not found`);
        await renameDefaultPersonalTeam(tx, before, after);
        return after;
      }),
    /** Replaces the onboarding answers (spec 000 §3) as given; answers the updated row. */
    setOnboardingResponses: (userId: number, responses: Record<string, unknown>) =>
      repository.update(userId, { onboardingResponses: responses }),
    async touchLastLogin(userId: number): Promise<void> {
      await repository.update(userId, { lastLogin: new Date() });
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
