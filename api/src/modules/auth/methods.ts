import type { AuthenticatorType } from '@lifeguard/contracts/allauth';
import type { AuthenticationMethod } from '@lifeguard/contracts/schemas/allauth';

/** Epoch seconds of `at` (allauth's Timestamp). */
const seconds = (at: Date) => at.getTime() / 1000;

/**
 * allauth's AuthenticationMethod records (issue 16 §8), as a session keeps them in
 * `sessions.methods`: how it was signed in, then each second factor and reauthentication.
 */
export const authenticationMethods = {
  /** A login with `email` and its password. */
  password: (email: string, at = new Date()): AuthenticationMethod => ({
    method: 'password',
    at: seconds(at),
    email,
  }),
  /** A reauthentication with the password (`POST /auth/reauthenticate`). */
  passwordReauthentication: (at = new Date()): AuthenticationMethod => ({
    method: 'password',
    at: seconds(at),
    reauthenticated: true,
  }),
  /**
   * A sign-in through `provider` as its account `uid` (allauth's `socialaccount`);
   * `reauthenticated` is false for a login (the OpenAPI file requires the field).
   */
  socialAccount: (provider: string, uid: string, at = new Date()): AuthenticationMethod => ({
    method: 'socialaccount',
    at: seconds(at),
    provider,
    uid,
    reauthenticated: false,
  }),
  /** A second factor of `type`, at login or (`reauthenticated`) for a sensitive action. */
  mfa: (type: AuthenticatorType, reauthenticated: boolean, at = new Date()): AuthenticationMethod => ({
    method: 'mfa',
    at: seconds(at),
    type,
    ...(reauthenticated ? { reauthenticated: true } : {}),
  }),
};

/** When the session was last (re)authenticated: the latest `at` of its methods, in ms. */
export const lastAuthenticatedAt = (methods: AuthenticationMethod[]): number =>
  Math.max(0, ...methods.map((m) => m.at * 1000));
