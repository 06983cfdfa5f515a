import type { Database } from '../../db/database.js';
import { createEmailAddressesRepository } from '../email-addresses/repository.js';
import { type UserRow } from '../users/schema.js';
import { DuplicateEmailError, type UsersService } from '../users/service.js';
import type { ProviderClaims } from './relying-party.js';
import { createSocialAccountsRepository } from './repository.js';

/** Django's first_name and last_name length. */
const NAME_MAX = 150;

const text = (claim: unknown) => (typeof claim === 'string' ? claim.trim() : '');

/**
 * Why a provider identity signs nobody in, as the callback URL's `error`: `denied` (allauth's
 * AuthError) when it has no verified email to make an account with; `email_taken` (allauth's
 * socialaccount error code) when its email is an account's that it may not join (issue 30 F3).
 */
export type SignInRefusal = 'denied' | 'email_taken';

/** Whom an identity signs in as, or why nobody. */
export type SignInMatch = { user: UserRow } | { refusal: SignInRefusal };

/**
 * allauth's social accounts in `social_accounts`: which user a provider's subject signs in as.
 * `usersService` is `app.users`.
 */
export function createSocialAccounts(db: Database, usersService: UsersService) {
  const repository = createSocialAccountsRepository(db);
  const emailAddresses = createEmailAddressesRepository(db);

  /**
   * The account holding `email`, as primary or other address: its user and whether that address
   * is verified (an account without an address row has none verified, as in allauth); or null.
   */
  async function holderOf(email: string): Promise<{ userId: number; verified: boolean } | null> {
    const address = await emailAddresses.find(email);
    if (address) return { userId: address.userId, verified: address.verified };
    const user = await usersService.findByEmail(email);
    return user && { userId: user.id, verified: false };
  }

  return {
    /**
     * The user that `claims.sub` at `provider` signs in as (spec 000 §4 "Google sign-in"): the
     * user already linked to it, whatever its email says now; else, when its email is an
     * account's, that account, linked now, only when `linkByEmail` (a provider whose word on
     * emails we trust), the provider verified the email AND the account verified it too
     * (allauth's SOCIALACCOUNT_EMAIL_AUTHENTICATION with AUTO_CONNECT, issue 30 F3: a sign-up
     * needs no verification, so an unverified address proves nobody's ownership); else, for a
     * verified email nobody has, a new user without a usable password, named from given_name
     * and family_name (empty when absent), its address verified, linked.
     * @returns the user, or `email_taken` (an account has the email, not joinable: sign in to it
     * and connect the provider from Providers, or verify the address first) or `denied` (no
     * verified email).
     */
    async userFor(
      provider: string,
      claims: ProviderClaims,
      { linkByEmail }: { linkByEmail: boolean },
    ): Promise<SignInMatch> {
      const now = new Date();
      const linkedUserId = await repository.touch(provider, claims.sub, claims, now);
      const linked = linkedUserId === null ? null : await usersService.findById(linkedUserId);
      if (linked) return { user: linked };
      const email = text(claims.email);
      if (!email) return { refusal: 'denied' };
      const providerVerified = claims.email_verified === true;
      const holder = await holderOf(email);
      if (holder) {
        const joinable = linkByEmail && providerVerified && holder.verified;
        const user = joinable ? await usersService.findById(holder.userId) : null;
        if (!user) return { refusal: 'email_taken' };
        await repository.link(user.id, provider, claims.sub, claims, now);
        return { user };
      }
      if (!providerVerified) return { refusal: 'denied' };
      try {
        const user = await usersService.create({
          email,
          password: null,
          firstName: text(claims.given_name).slice(0, NAME_MAX),
          lastName: text(claims.family_name).slice(0, NAME_MAX),
          emailVerified: true,
        });
        await repository.link(user.id, provider, claims.sub, claims, now);
        return { user };
      } catch (error) {
        // A sign-up took the email between our look-up and the insert.
        if (error instanceof DuplicateEmailError) return { refusal: 'email_taken' };
        throw error;
      }
    },
  };
}

export type SocialAccounts = ReturnType<typeof createSocialAccounts>;
