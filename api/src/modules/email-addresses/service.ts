import { createHash, randomBytes } from 'node:crypto';
import type { FieldError } from '@lifeguard/contracts/errors';
import type { EmailAddress } from '@lifeguard/contracts/schemas/allauth-account';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackgroundQueue } from '../auth/background.js';
import type { UserRow } from '../users/schema.js';
import { presentEmailAddress } from './present.js';
import { MAX_EMAIL_ADDRESSES, emailProblems } from './problems.js';
import { createEmailAddressesRepository } from './repository.js';
import type { EmailAddressRow } from './schema.js';
import { verificationMail } from './verification-mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    emailAddresses: EmailAddressesService;
  }
}

/** How long a verification link works (allauth's EMAIL_CONFIRMATION_EXPIRE_DAYS: 3 days). */
const KEY_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** What a failed mail job may log: its kind and database code, never an address or key. */
const failure = (error: unknown) => ({
  errorType: error instanceof Error ? error.name : typeof error,
  errorCode: (error as { cause?: { code?: unknown } } | undefined)?.cause?.code,
});

/** An address of the user found for an action, or why the action is refused. */
export type AddressOutcome =
  { address: EmailAddressRow; problem?: undefined } | { address?: undefined; problem: FieldError };

/** The address a live verification key confirms, and its account. */
export type KeyInfo = { address: EmailAddressRow; user: UserRow };

/**
 * The addresses of each account and their verification by mailed link (allauth's EmailAddress
 * and EmailConfirmation; issue 16 §3, §4): at most MAX_EMAIL_ADDRESSES an account, the primary
 * one always `users.email`; keys are 32 random bytes (base64url), stored as SHA-256, working
 * 3 days, once. Mails are made after the answer (like password reset mails: issue 15 §7).
 * Exposed to the routes as `app.emailAddresses`.
 */
function createEmailAddressesService(app: FastifyInstance) {
  const repository = createEmailAddressesRepository(app.db);
  const background = createBackgroundQueue(
    (error) => app.log.error(failure(error), 'email verification mail failed'),
    () => app.log.warn('email verification mail dropped: too many queued'),
  );

  /** Makes a key for the user's unverified address `email`, if still so, and mails its link. */
  const mailKey = async (userId: number, email: string) => {
    const address = await repository.find(email);
    if (!address || address.userId !== userId || address.verified) return;
    const key = randomBytes(32).toString('base64url');
    await repository.insertKey(address.id, hashKey(key), new Date(Date.now() + KEY_LIFETIME_MS));
    app.mailer.send(verificationMail(address.email, app.frontendUrl('accountConfirmEmail', { key })));
  };

  /** The user's address `email` (any case), or `unknown_email`. */
  const own = async (userId: number, email: string): Promise<AddressOutcome> => {
    const address = await repository.find(email);
    return address?.userId === userId ? { address } : { problem: emailProblems.unknown };
  };

  /** The address of a live key, or null (unknown, expired or used). */
  const addressOfKey = (key: string) => repository.addressOfKey(hashKey(key), new Date());

  return {
    /** The user's addresses as allauth lists them, the primary one first. */
    list: async (userId: number): Promise<EmailAddress[]> =>
      (await repository.listFor(userId)).map(presentEmailAddress),

    /** Whether an account holds the address `email` (any case), primary or not. */
    isTaken: async (email: string): Promise<boolean> => (await repository.find(email)) !== null,

    /**
     * Queues the verification mail of the user's address `email` and returns at once; the key
     * is made and the link mailed after the answer, and only while the address is still the
     * user's and unverified. Failures are logged without the address or key.
     */
    sendVerification(userId: number, email: string): void {
      background.push(() => mailKey(userId, email));
    },

    /** Resolves once every queued verification mail is handed to `app.mailer`. */
    settled: () => background.settled(),

    /**
     * Adds `email` (trimmed) to the user's addresses, unverified, and queues its verification
     * mail. Answers the problem instead, changing nothing: `duplicate_email` (already theirs),
     * `email_taken` (another account's), `max_email_addresses`.
     */
    async add(userId: number, email: string): Promise<FieldError | null> {
      const existing = await repository.find(email);
      if (existing) return existing.userId === userId ? emailProblems.duplicate : emailProblems.taken;
      try {
        const added = await repository.insertUpTo(userId, email, MAX_EMAIL_ADDRESSES);
        if (!added) return emailProblems.tooMany;
      } catch (error) {
        if (isUniqueViolation(error)) return emailProblems.taken;
        throw error;
      }
      this.sendVerification(userId, email);
      return null;
    },

    /** The user's unverified address `email`, to mail again; else `unknown_email` or already verified. */
    async unverified(userId: number, email: string): Promise<AddressOutcome> {
      const found = await own(userId, email);
      return found.address?.verified ? { problem: emailProblems.verified } : found;
    },

    /**
     * Makes the user's verified address `email` the primary one and `users.email` (one
     * transaction). Answers the problem instead, changing nothing: `unknown_email`,
     * `unverified_primary_email`.
     */
    async makePrimary(userId: number, email: string): Promise<FieldError | null> {
      const { address, problem } = await own(userId, email);
      if (problem) return problem;
      const done = address.verified && (await repository.makePrimary(userId, address.id));
      return done ? null : emailProblems.unverified;
    },

    /**
     * Removes the user's non-primary address `email` with its keys. Answers the problem instead,
     * changing nothing: `unknown_email`, `cannot_remove_primary_email`.
     */
    async remove(userId: number, email: string): Promise<FieldError | null> {
      const { address, problem } = await own(userId, email);
      if (problem) return problem;
      const removed = await repository.deleteSecondary(userId, address.id);
      return removed ? null : emailProblems.primary;
    },

    /** The address a live key confirms and its account, or null (unknown, expired or used). */
    async keyInfo(key: string): Promise<KeyInfo | null> {
      const address = await addressOfKey(key);
      const user = address && (await app.users.findById(address.userId));
      return address && user ? { address, user } : null;
    },

    /**
     * Marks the address of a live key verified and deletes every key of that address (so the
     * key works once). @returns false when the key is unknown, expired or used.
     */
    async verify(key: string): Promise<boolean> {
      const address = await addressOfKey(key);
      return address !== null && repository.verifyWithKey(address.id, hashKey(key), new Date());
    },
  };
}

export type EmailAddressesService = ReturnType<typeof createEmailAddressesService>;

/** Domain plugin decorating `app.emailAddresses` (issue 16 §3, §4). */
export default fp(
  async (app: FastifyInstance) => {
    const service = createEmailAddressesService(app);
    app.decorate('emailAddresses', service);
    // Before the database and the mailer close (onClose): let queued verification mails finish.
    app.addHook('preClose', () => service.settled());
  },
  { name: 'email-addresses', dependencies: ['db', 'users', 'session', 'mailer', 'origin'] },
);
