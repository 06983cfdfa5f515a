import { FRESH_SIGN_IN_MS, type AvatarType } from '@lifeguard/contracts/account';
import type { FieldError } from '@lifeguard/contracts/errors';
import type { AccountExport, ProfileUpdate } from '@lifeguard/contracts/schemas/account';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, notFound } from '../../plugins/errors.js';
import type { SessionInfo } from '../../plugins/session-types.js';
import { INCORRECT_PASSWORD } from '../auth/service.js';
import type { UserRow } from '../users/schema.js';
import { hasSignatureOf, newAvatarVersion } from './avatar.js';
import { accountDeletedMail } from './deleted-mail.js';
import { deleteAccountRows, LastAdminError } from './deletion.js';
import { exportAccount } from './export.js';
import { createAvatarRepository, type StoredAvatar } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountService;
  }
}

/** Django's ImageField message for a file that is not the image it claims to be. */
export const INVALID_IMAGE: FieldError = {
  message: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  code: 'invalid_image',
  param: 'avatar',
};

/** A profile update whose fields were all unknown (and dropped, as every body's are). */
const NO_NAMES: FieldError = { message: 'Enter at least one name.', code: 'invalid' };

/** A Google-only account whose sign-in is older than FRESH_SIGN_IN_MS. */
export const REAUTHENTICATION_REQUIRED: FieldError = {
  message: 'For your security, sign in with Google again, then delete your account within 10 minutes.',
  code: 'reauthentication_required',
};

const lastAdmin = (family: string): FieldError => ({
  message: `Make someone else an admin of ${family}, or delete it, first.`,
  code: 'last_admin',
});

/**
 * The account pages' server side (issue 13 "Account pages", "Your data"): profile names, the
 * avatar, the data export and account deletion. Exposed to the routes as `app.account`.
 */
function createAccountService(app: FastifyInstance) {
  const avatars = createAvatarRepository(app.db);
  return {
    /**
     * Saves the given names over the user's (others unchanged); answers the updated row.
     * @throws HttpProblem 400 `invalid` when no name is left once unknown fields are dropped.
     */
    async updateProfile(userId: number, update: ProfileUpdate): Promise<UserRow> {
      const names = {
        ...(update.first_name !== undefined && { firstName: update.first_name }),
        ...(update.middle_name !== undefined && { middleName: update.middle_name }),
        ...(update.last_name !== undefined && { lastName: update.last_name }),
        ...(update.suffix !== undefined && { suffix: update.suffix }),
      };
      if (!Object.keys(names).length) throw apiError(400, [NO_NAMES]);
      return app.users.updateProfile(userId, names);
    },

    /**
     * Stores `bytes` as the user's avatar under a new version and points `avatar_url` at it;
     * answers the updated row. @throws HttpProblem 400 `invalid_image` when the bytes do not
     * start with the signature of `type`.
     */
    async setAvatar(userId: number, type: AvatarType, bytes: Buffer): Promise<UserRow> {
      if (!hasSignatureOf(type, bytes)) throw apiError(400, [INVALID_IMAGE]);
      return avatars.save(userId, { contentType: type, data: bytes, version: newAvatarVersion() });
    },

    /** Removes the user's avatar (the initials show again); answers the updated row. */
    removeAvatar: (userId: number): Promise<UserRow> => avatars.remove(userId),

    /**
     * The avatar of `ownerId` at `version`, for `viewerId` when it is the owner or a member of a
     * family of theirs. @throws HttpProblem 404 otherwise, or for another version.
     */
    async avatarFor(viewerId: number, ownerId: number, version: string): Promise<StoredAvatar> {
      const avatar = (await app.teams.sharesTeam(viewerId, ownerId))
        ? await avatars.find(ownerId, version)
        : null;
      if (!avatar) throw notFound();
      return avatar;
    },

    /** Everything held about the user (export.ts), scans and Gmail findings unsealed for them. */
    export: (user: UserRow): Promise<AccountExport> => exportAccount(app.db, app.darkweb, app.threats, user),

    /**
     * Why `auth` may not delete its account yet, or null: the password when the user has a
     * usable one (constant-time check), else a Google sign-in of the last FRESH_SIGN_IN_MS.
     */
    async reauthenticationProblem(
      { user, session }: SessionInfo,
      password?: string,
    ): Promise<FieldError | null> {
      if (user.password !== null) {
        if (password === undefined || !(await app.users.checkPassword(user, password))) {
          return INCORRECT_PASSWORD;
        }
        return null;
      }
      const { method, createdAt } = await app.sessions.details(session);
      const fresh = method === 'google' && Date.now() - createdAt.getTime() <= FRESH_SIGN_IN_MS;
      return fresh ? null : REAUTHENTICATION_REQUIRED;
    },

    /**
     * Deletes every row of the user in one transaction (deletion.ts), then revokes their Gmail
     * token at Google, forgets them in the offline stand-ins (issue 30 item 8: the outbox's mail
     * to their addresses, the texts to their verified number, the Gmail stand-in's mailboxes)
     * and mails the confirmation, which is all the outbox keeps of them.
     * @throws HttpProblem 400 `last_admin` naming the family (nothing deleted).
     */
    async deleteAccount(user: UserRow): Promise<void> {
      const listed = (await app.emailAddresses.list(user.id)).map((address) => address.email);
      const addresses = [...new Set([user.email, ...listed])];
      const releaseGmail = await app.emailProtection.beforeAccountDeletion(user.id, addresses);
      try {
        await deleteAccountRows(app.db, user);
      } catch (error) {
        if (error instanceof LastAdminError) throw apiError(400, [lastAdmin(error.familyName)]);
        throw error;
      }
      await releaseGmail();
      // The rows are gone: a file left behind is logged (by code, never a path naming the user).
      await Promise.all([
        app.mailer.forget(addresses),
        user.phoneVerified && user.phoneNumber ? app.sms.forget(user.phoneNumber) : undefined,
      ]).catch((error: NodeJS.ErrnoException) =>
        app.log.error({ code: error.code }, 'offline copies of a deleted account not all removed'),
      );
      app.mailer.send(accountDeletedMail(user.email));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Domain plugin decorating `app.account`: names through `app.users`, scans through `app.darkweb`,
 * threats through `app.threats`, who shares a family through `app.teams`, the Gmail token
 * through `app.emailProtection`; a deletion forgets the user in `app.mailer`'s and `app.sms`'s
 * offline outboxes.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('account', createAccountService(app));
  },
  {
    name: 'account',
    dependencies: [
      'db',
      'users',
      'email-addresses',
      'darkweb',
      'threats',
      'teams',
      'mailer',
      'sms',
      'email-protection',
    ],
  },
);
