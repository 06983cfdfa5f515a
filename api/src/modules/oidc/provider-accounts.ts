import { PROVIDERS, type ProviderId } from '@lifeguard/contracts/allauth';
import type { FieldError } from '@lifeguard/contracts/errors';
import type { ProviderAccount } from '@lifeguard/contracts/schemas/allauth-account';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../users/schema.js';
import { providerOf } from './providers.js';
import type { ProviderClaims } from './relying-party.js';
import { createSocialAccountsRepository, type LinkedAccount } from './repository.js';

/** allauth's DeleteProviderAccountInput error for an account the user does not have. */
const ACCOUNT_NOT_FOUND: FieldError = {
  message: 'Unknown account.',
  code: 'account_not_found',
  param: 'account',
};
/** allauth's validate_disconnect error: the last provider account of a user without a password. */
const NO_PASSWORD: FieldError = { message: 'Your account has no password set up.', code: 'no_password' };

/** How a connect ended: linked (or already the user's), another user's, or gone meanwhile. */
export type ConnectOutcome = 'connected' | 'connected_other' | 'unknown';

const isProviderId = (id: string): id is ProviderId => (PROVIDERS as readonly string[]).includes(id);
const claim = (claims: Record<string, unknown>, name: string) => {
  const value = claims[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * allauth's `display` of a provider account (ProviderAccount.to_str): the email of its latest
 * claims, else its name, else given and family name, else the provider's name.
 */
export function displayOf(claims: Record<string, unknown>, providerName: string): string {
  const names = [claim(claims, 'given_name'), claim(claims, 'family_name')].filter(Boolean).join(' ');
  return claim(claims, 'email') || claim(claims, 'name') || names || providerName;
}

/**
 * The user's connected provider accounts (issue 16 §4, allauth's ManageProvidersView and
 * connect flow), over `social_accounts`.
 */
export function createProviderAccounts(db: Database, config: Pick<Config, 'oidc'>) {
  const repository = createSocialAccountsRepository(db);
  const present = ({ provider, uid, extraData }: LinkedAccount & { provider: ProviderId }) => {
    const description = providerOf(config, provider);
    return { uid, display: displayOf(extraData, description.name), provider: description };
  };

  return {
    /** allauth's ProviderAccount list of the user: uid, display and provider, oldest first. */
    async list(userId: number): Promise<ProviderAccount[]> {
      const accounts = await repository.listFor(userId);
      return accounts.flatMap((account) =>
        isProviderId(account.provider) ? [present({ ...account, provider: account.provider })] : [],
      );
    },

    /**
     * Disconnects the user's account `uid` at `provider`.
     * @returns null when done; allauth's `account_not_found` when it is not the user's (another
     * user's answers the same), `no_password` when it is the last one and the user has no
     * usable password (nothing would sign them in).
     */
    async disconnect(user: Pick<UserRow, 'id' | 'password'>, provider: string, uid: string) {
      const keepOne = user.password === null;
      const outcome = await repository.disconnect(user.id, provider, uid, { keepOne });
      if (outcome === 'not_found') return ACCOUNT_NOT_FOUND;
      if (outcome === 'last') return NO_PASSWORD;
      return null;
    },

    /**
     * Connects the identity `claims.sub` at `provider` to `userId`, whatever its email says
     * (allauth's do_connect): linked to nobody, it is linked; already the user's, its claims are
     * refreshed; another user's, nothing changes (`connected_other`).
     */
    async connect(userId: number, provider: ProviderId, claims: ProviderClaims): Promise<ConnectOutcome> {
      const owner = await repository.connect(userId, provider, claims.sub, claims, new Date());
      if (owner === null) return 'unknown';
      return owner === userId ? 'connected' : 'connected_other';
    },
  };
}

export type ProviderAccounts = ReturnType<typeof createProviderAccounts>;
