import { AUTHENTICATOR_TYPES, type AuthenticatorType } from '@lifeguard/contracts/allauth';
import type {
  RecoveryCodesResponse,
  RecoveryCodesAuthenticator,
  TotpAuthenticator,
} from '@lifeguard/contracts/schemas/allauth-mfa';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../../plugins/errors.js';
import { requireSession } from '../../plugins/authenticate.js';
import { presentRecoveryCodes, presentRecoveryCodesWithCodes, presentTotp } from './present.js';
import { createLockout } from './lockout.js';
import { createReauthentication } from './reauthentication.js';
import { matchingUnusedCode, newRecoveryCodeSet, type RecoveryCodeSet } from './recovery-codes.js';
import { createAuthenticatorsRepository, type AuthenticatorsRepository } from './repository.js';
import { createSealer } from './sealing.js';
import type { AuthenticatorRow } from './schema.js';
import { matchingStep, newTotpSecret, totpUrl } from './totp.js';

declare module 'fastify' {
  interface FastifyInstance {
    mfa: MfaService;
    /**
     * 401 ReauthenticationRequired (allauth's, `meta.is_authenticated` true, with the flows that
     * can reauthenticate) unless the session was (re)authenticated within
     * REAUTHENTICATION_TIMEOUT_S (issue 16 §6). A preHandler placed after `app.authenticate`
     * (it signs the request in itself, 401 signed out, when used alone).
     */
    requireRecentAuthentication(request: FastifyRequest): Promise<void>;
  }
}

/**
 * How a second-factor code was taken (issue 16 §6, issue 30 item 6): accepted by the app or a
 * recovery code, incorrect, or refused unread because the second factor is locked until `until`.
 */
export type CodeCheck =
  | { outcome: 'accepted'; type: AuthenticatorType }
  | { outcome: 'incorrect_code' }
  | { outcome: 'locked'; until: Date };

/** How an activation with a code ended. */
export type TotpActivation =
  | { outcome: 'activated'; authenticator: TotpAuthenticator; recoveryCodesGenerated: boolean }
  | { outcome: 'incorrect_code' }
  | { outcome: 'already_active' };

/**
 * Two-factor authentication as allauth.mfa does it (issue 16 §6): an authenticator app (TOTP,
 * RFC 6238, ±1 step, each time step accepted once) and a set of single-use recovery codes made
 * with it. Secrets are sealed at rest (sealing.ts). Exposed as `app.mfa`.
 */
function createMfaService(app: FastifyInstance) {
  const repository = createAuthenticatorsRepository(app.db);
  /** Runs `work` in one transaction with a repository over it. */
  const inTransaction = <T>(work: (repo: AuthenticatorsRepository) => Promise<T>): Promise<T> =>
    app.db.transaction((tx) => work(createAuthenticatorsRepository(tx)));
  const sealer = createSealer(app.config.secretKey);
  const lockout = createLockout(app);

  const openCodes = (row: AuthenticatorRow) =>
    sealer.open<RecoveryCodeSet>(row.userId, 'recovery_codes', row.data);
  const sealNewCodes = (userId: number) => sealer.seal(userId, 'recovery_codes', newRecoveryCodeSet());

  /** The user's authenticator types, in allauth's order (one indexed query). */
  async function typesFor(userId: number): Promise<AuthenticatorType[]> {
    const types = new Set(await repository.typesOf(userId));
    return AUTHENTICATOR_TYPES.filter((type) => types.has(type));
  }

  /** Accepts a code of the user's app whose time step was not accepted before. */
  async function verifyTotp(userId: number, code: string): Promise<boolean> {
    const row = await repository.find(userId, 'totp');
    if (!row) return false;
    const step = matchingStep(await sealer.open<string>(userId, 'totp', row.data), code);
    return step !== null && repository.acceptStep(row.id, step);
  }

  /** Spends the user's unused recovery code `code` (one use each, under a row lock). */
  const verifyRecoveryCode = (userId: number, code: string): Promise<boolean> =>
    repository.useLocked(userId, 'recovery_codes', async (row) => {
      const set = await openCodes(row);
      const index = matchingUnusedCode(set, code);
      if (index === null) return null;
      return sealer.seal(userId, 'recovery_codes', { ...set, used: [...set.used, index] });
    });

  return {
    typesFor,

    /** Whether the user has an authenticator app, i.e. two-factor sign-in is on. */
    isActive: async (userId: number): Promise<boolean> => (await typesFor(userId)).includes('totp'),

    /** allauth's pending `mfa_authenticate` flow of a login of `userId`, with the types it accepts. */
    pendingFlow: async (userId: number): Promise<Flow> => ({
      id: 'mfa_authenticate',
      is_pending: true,
      types: await typesFor(userId),
    }),

    /** The user's authenticators as allauth lists them (no secret, no code). */
    async list(userId: number): Promise<(TotpAuthenticator | RecoveryCodesAuthenticator)[]> {
      const rows = await repository.listFor(userId);
      const order = (row: AuthenticatorRow) => AUTHENTICATOR_TYPES.indexOf(row.type);
      return Promise.all(
        rows
          .sort((a, b) => order(a) - order(b))
          .map(async (row) =>
            row.type === 'totp' ? presentTotp(row) : presentRecoveryCodes(row, await openCodes(row)),
          ),
      );
    },

    /** The user's authenticator app, or null when two-factor sign-in is off. */
    async totp(userId: number): Promise<TotpAuthenticator | null> {
      const row = await repository.find(userId, 'totp');
      return row ? presentTotp(row) : null;
    },

    /**
     * The secret offered to session `sessionId` for setting up an app for `user`, and its
     * otpauth URL: made on the first call, the same on later calls of the session (a reload
     * keeps the QR code), until activation or the session's end.
     */
    async setup(sessionId: string, user: { id: number; email: string }) {
      let sealed = await repository.setupSecret(sessionId);
      if (!sealed) {
        const fresh = await sealer.seal(user.id, 'totp_setup', newTotpSecret());
        sealed = await repository.keepSetupSecret(sessionId, fresh);
      }
      const secret = await sealer.open<string>(user.id, 'totp_setup', sealed);
      return { secret, totp_url: totpUrl(secret, user.email) };
    },

    /**
     * Turns two-factor sign-in on for `userId` with `code` of the secret offered to session
     * `sessionId` ({@link setup}), and makes the first recovery codes when there are none.
     * The code's time step counts as used. The setup secret is then forgotten.
     */
    async activateTotp(sessionId: string, userId: number, code: string): Promise<TotpActivation> {
      if (await repository.find(userId, 'totp')) return { outcome: 'already_active' };
      const sealedSetup = await repository.setupSecret(sessionId);
      const secret = sealedSetup && (await sealer.open<string>(userId, 'totp_setup', sealedSetup));
      const step = secret ? matchingStep(secret, code) : null;
      if (!secret || step === null) return { outcome: 'incorrect_code' };
      const sealedSecret = await sealer.seal(userId, 'totp', secret);
      const sealedCodes = await sealNewCodes(userId);
      return inTransaction(async (tx): Promise<TotpActivation> => {
        const row = await tx.insert(userId, 'totp', sealedSecret, step);
        if (!row) return { outcome: 'already_active' };
        const codes = await tx.insert(userId, 'recovery_codes', sealedCodes);
        await tx.deleteSetup(sessionId);
        return { outcome: 'activated', authenticator: presentTotp(row), recoveryCodesGenerated: !!codes };
      });
    },

    /** Turns two-factor sign-in off: removes the app and the recovery codes. */
    deactivateTotp: (userId: number) => repository.delete(userId, ['totp', 'recovery_codes']),

    /** The user's recovery codes with the unused codes, or null when there are none. */
    async recoveryCodes(userId: number): Promise<RecoveryCodesResponse['data'] | null> {
      const row = await repository.find(userId, 'recovery_codes');
      return row ? presentRecoveryCodesWithCodes(row, await openCodes(row)) : null;
    },

    /**
     * A new set of recovery codes for `userId` (the old codes stop working); null when the user
     * has no authenticator app (allauth's `cannot_generate_recovery_codes`).
     */
    async regenerateRecoveryCodes(userId: number): Promise<RecoveryCodesResponse['data'] | null> {
      if (!(await repository.find(userId, 'totp'))) return null;
      const set = newRecoveryCodeSet();
      const row = await repository.replace(
        userId,
        'recovery_codes',
        await sealer.seal(userId, 'recovery_codes', set),
      );
      return presentRecoveryCodesWithCodes(row, set);
    },

    /**
     * Checks a second factor of `userId`: a code of the app (6 digits) or an unused recovery
     * code, which is then used up. While the factor is locked (lockout.ts: 10 failures in a row,
     * 15 minutes) no code is read; the failure that reaches the limit locks it.
     */
    async authenticate(userId: number, code: string): Promise<CodeCheck> {
      const lockedUntil = await lockout.lockedUntil(userId);
      if (lockedUntil) return { outcome: 'locked', until: lockedUntil };
      const type: AuthenticatorType = /^\d{6}$/.test(code.replace(/\s+/g, '')) ? 'totp' : 'recovery_codes';
      const accepted =
        type === 'totp' ? await verifyTotp(userId, code) : await verifyRecoveryCode(userId, code);
      if (accepted) {
        await lockout.succeeded(userId);
        return { outcome: 'accepted', type };
      }
      const until = await lockout.failed(userId);
      return until ? { outcome: 'locked', until } : { outcome: 'incorrect_code' };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;

/** Domain plugin decorating `app.mfa` and `app.requireRecentAuthentication`. */
export default fp(
  async (app: FastifyInstance) => {
    const mfa = createMfaService(app);
    const reauthentication = createReauthentication(app, mfa.typesFor);
    app.decorate('mfa', mfa);
    app.decorate('requireRecentAuthentication', async (request: FastifyRequest) => {
      if (!request.auth) request.auth = await requireSession(request);
      const required = await reauthentication.required(request.auth);
      if (required) throw new HttpProblem(401, required);
    });
  },
  { name: 'mfa', dependencies: ['db', 'users', 'session', 'authenticate'] },
);
