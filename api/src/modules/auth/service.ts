import { createHash, randomBytes } from 'node:crypto';
import { PROVIDERS, type SessionMethod } from '@lifeguard/contracts/allauth';
import type { FieldError } from '@lifeguard/contracts/errors';
import { sameOriginPath } from '@lifeguard/contracts/redirects';
import type { AuthenticationMethod } from '@lifeguard/contracts/schemas/allauth';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionDetails, SessionInfo } from '../../plugins/session-types.js';
import type { UserRow } from '../users/schema.js';
import { createBackgroundQueue } from './background.js';
import { authenticationMethods } from './methods.js';
import { createResetKeysRepository } from './repository.js';
import { resetMail } from './reset-mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/** A password login: signed in as `user`, or waiting for the second step of `pending`. */
export type LogIn = { user: UserRow; methods: AuthenticationMethod[] } | { pending: Flow };

/** How long a reset link works (allauth's default: 3 days). */
const KEY_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** allauth's answer to a missing, unknown, expired or used reset key. */
export const INVALID_RESET_KEY: FieldError = {
  message: 'The password reset token was invalid.',
  code: 'invalid_password_reset',
  param: 'key',
};

/**
 * allauth's answer to a wrong current password (account adapter `incorrect_password`): a
 * reauthentication, an account deletion.
 */
export const INCORRECT_PASSWORD: FieldError = {
  message: 'Incorrect password.',
  code: 'incorrect_password',
  param: 'password',
};

/** What a failed background job may log: its kind and database code, never an address or key. */
const failure = (error: unknown) => ({
  errorType: error instanceof Error ? error.name : typeof error,
  errorCode: (error as { cause?: { code?: unknown } } | undefined)?.cause?.code,
});

/**
 * Account access as django-allauth's headless flows do it (spec 000 §4, §7): password login,
 * password reset by single-use link (3 days, only the key's SHA-256 stored), password change,
 * and the checks of a provider redirect. Exposed to the routes as `app.auth`.
 */
function createAuthService(app: FastifyInstance) {
  const resetKeys = createResetKeysRepository(app.db);
  const userOfKey = async (key: string) => {
    const userId = await resetKeys.userIdFor(hashKey(key), new Date());
    return userId === null ? null : app.users.findById(userId);
  };
  const background = createBackgroundQueue(
    (error) => app.log.error(failure(error), 'password reset request failed'),
    () => app.log.warn('password reset request dropped: too many queued'),
  );

  /** Makes a key for the account of `email`, if any, and mails its link (issue 15 §7: queued). */
  const sendResetLink = async (email: string) => {
    const user = await app.users.findByEmail(email);
    if (!user) return;
    const key = randomBytes(24).toString('base64url');
    const now = new Date();
    await resetKeys.insert(user.id, hashKey(key), now, new Date(now.getTime() + KEY_LIFETIME_MS));
    const link = app.frontendUrl('accountResetPasswordFromKey', { key });
    app.mailer.send(resetMail(user.email, link));
  };

  /**
   * Starts a session for `user` once their first factor is checked (a password, a provider):
   * signed in at once (a new CSRF token and last login, as Django does), or, when two-factor
   * sign-in is on, a login waiting for its second step (issue 16 §6), signing nobody in yet.
   * @returns the pending `mfa_authenticate` flow, or null when signed in
   */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    {
      remember,
      method,
      methods,
    }: { remember: boolean; method: SessionMethod; methods: AuthenticationMethod[] },
  ): Promise<Flow | null> {
    if (await app.mfa.isActive(user.id)) {
      await app.sessions.start(request, reply, user.id, {
        remember,
        method,
        methods,
        stage: 'mfa_authenticate',
      });
      return app.mfa.pendingFlow(user.id);
    }
    await app.sessions.start(request, reply, user.id, { remember, method, methods });
    reply.rotateCsrfToken();
    await app.users.touchLastLogin(user.id);
    return null;
  }

  return {
    startSession,

    /**
     * Checks `email` and `password` and starts a session (see {@link startSession}, persistent
     * only when `remember`): answers the signed-in user and the session's methods, or the
     * pending flow of the second step; null when they do not match, after the same work either way.
     */
    async logIn(
      request: FastifyRequest,
      reply: FastifyReply,
      { email, password, remember }: { email: string; password: string; remember: boolean },
    ): Promise<LogIn | null> {
      const user = await app.users.findByEmail(email);
      if (!(await app.users.checkPassword(user, password)) || !user) return null;
      const methods = [authenticationMethods.password(user.email)];
      const pending = await startSession(request, reply, user, { remember, method: 'password', methods });
      if (pending) return { pending };
      return { user: { ...user, lastLogin: new Date() }, methods };
    },

    /**
     * Queues a password reset for `email` and returns at once: the account lookup, the key and
     * the mail of `<public origin>/app/account/reset-password/<key>` (to the account of `email`,
     * if any) all run after the answer, so it takes the same time whether or not the account
     * exists (no enumeration; issue 15 §7). Failures are logged without the address or key.
     */
    requestPasswordReset(email: string): void {
      background.push(() => sendResetLink(email));
    },

    /** Resolves once every queued reset request is handled (its mail handed to `app.mailer`). */
    settled: () => background.settled(),

    /** The user a live reset key belongs to, or null (unknown, expired or used). */
    userOfResetKey: userOfKey,

    /**
     * Sets the password of the key's user, then revokes all of the user's keys and sessions
     * (login on reset is off). Answers the problem instead: `invalid_password_reset` (param
     * 'key') or Django's too-short password (param 'password').
     */
    async resetPassword(key: string, password: string): Promise<FieldError | null> {
      const user = await userOfKey(key);
      if (!user) return INVALID_RESET_KEY;
      const tooShort = app.users.passwordTooShort(password, 'password');
      if (tooShort) return tooShort;
      await app.users.setPassword(user.id, password);
      await app.extensionTokens.revokeAll(user.id); // and tokens the old password got (issue 15 §4)
      await resetKeys.deleteAllFor(user.id);
      await app.sessions.endAllFor(user.id);
      return null;
    },

    /**
     * Changes the signed-in user's password, ends all their sessions and signs this browser in
     * again with a new session id and cookie (rotation, as at login; issue 15 §6), by the same
     * method, record and persistence (`details`, read by the caller before the change). `currentPassword`
     * is checked only when the user has a usable password.
     * Answers the problem instead: `enter_current_password` or Django's too-short password
     * (param 'new_password').
     */
    async changePassword(
      request: FastifyRequest,
      reply: FastifyReply,
      { user }: SessionInfo,
      { persistent, method, methods }: SessionDetails,
      currentPassword: string,
      newPassword: string,
    ): Promise<FieldError | null> {
      if (user.password !== null && !(await app.users.checkPassword(user, currentPassword))) {
        const message = 'Please type your current password.';
        return { message, code: 'enter_current_password', param: 'current_password' };
      }
      const tooShort = app.users.passwordTooShort(newPassword, 'new_password');
      if (tooShort) return tooShort;
      await app.users.setPassword(user.id, newPassword);
      await app.extensionTokens.revokeAll(user.id); // and tokens the old password got (issue 15 §4)
      await app.sessions.endAllFor(user.id);
      await app.sessions.start(request, reply, user.id, {
        remember: persistent,
        method: method as SessionMethod,
        methods,
      });
      return null;
    },

    /**
     * A provider redirect's checks (spec 000 §4 "Google sign-in"): a provider of PROVIDERS, and a
     * `callbackUrl` that stays on `origin` (the configured one), parsed as the browser will
     * (contracts/redirects, issue 30 F6). @returns the same-origin path to come back to, or the
     * field error to answer with 400.
     */
    providerRedirectTarget(
      provider: string,
      callbackUrl: string,
      origin: string,
    ): { callbackUrl: string } | { problem: FieldError } {
      if (!(PROVIDERS as readonly string[]).includes(provider)) {
        return { problem: { message: 'Unknown provider.', code: 'unknown_provider', param: 'provider' } };
      }
      const path = sameOriginPath(callbackUrl, origin);
      if (path === null) {
        return { problem: { message: 'Invalid URL.', code: 'invalid_url', param: 'callback_url' } };
      }
      return { callbackUrl: path };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Domain plugin decorating `app.auth`. */
export default fp(
  async (app: FastifyInstance) => {
    const service = createAuthService(app);
    app.decorate('auth', service);
    // Before the database and the mailer close (onClose): let queued reset requests finish.
    app.addHook('preClose', () => service.settled());
  },
  { name: 'auth', dependencies: ['db', 'users', 'session', 'csrf', 'mailer', 'origin', 'mfa'] },
);
