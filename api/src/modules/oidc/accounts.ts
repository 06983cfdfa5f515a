import type { Database } from '../../db/database.js';
import { createEmailAddressesRepository } from '../email-addresses/repository.js';
import { type UserRow } from '../users/schema.js';
import type { UsersService } from '../users/service.js';
import type { ProviderClaims } from './relying-party.js';
import { createSocialAccountsRepository } from './repository.js';

/** Django's first_name and last_name length. */
const NAME_MAX = 150;

const text = (claim: unknown) => (typeof claim === 'string' ? claim.trim() : '');

/**
 * allauth's social accounts in `social_accounts`: which user a provider's subject signs in as.
 * `usersService` is `app.users`.
 */
export function createSocialAccounts(db: Database, usersService: UsersService) {
  const repository = createSocialAccountsRepository(db);
  const emailAddresses = createEmailAddressesRepository(db);
  return {
    /**
     * The user that `claims.sub` at `provider` signs in as (spec 000 §4 "Google sign-in"): the
     * user already linked to it; else the user with the same email, linked now, when the provider
     * verified that email and `linkByEmail` (a provider whose word on emails we trust); else a
     * new user without a usable password, named from given_name and family_name (empty when
     * absent), linked. The provider verified the email, so the address is marked verified
     * (issue 16 §3) when its user is created or linked here. Null when nothing is linked and the
     * email is missing or unverified, or when the email belongs to a user it may not link: such
     * an identity cannot be matched or given an account.
     * @throws DuplicateEmailError when a concurrent sign-up took the email first.
     */
    async userFor(
      provider: string,
      claims: ProviderClaims,
      { linkByEmail }: { linkByEmail: boolean },
    ): Promise<UserRow | null> {
      const now = new Date();
      const linkedUserId = await repository.touch(provider, claims.sub, claims, now);
      if (linkedUserId !== null) return usersService.findById(linkedUserId);
      const email = text(claims.email);
      if (!email || claims.email_verified !== true) return null;
      const existing = await usersService.findByEmail(email);
      if (existing && !linkByEmail) return null;
      const user =
        existing ??
        (await usersService.create({
          email,
          password: null,
          firstName: text(claims.given_name).slice(0, NAME_MAX),
          lastName: text(claims.family_name).slice(0, NAME_MAX),
          emailVerified: true,
        }));
      await repository.link(user.id, provider, claims.sub, claims, now);
      if (existing) await emailAddresses.markVerified(user.id, email);
      return user;
    },
  };
}

export type SocialAccounts = ReturnType<typeof createSocialAccounts>;
