import { Type, type Static } from 'typebox';
import { allauthData } from './allauth.js';
import { Nullable, Text } from './text.js';

/**
 * django-allauth's headless shapes for two-factor authentication (allauth.mfa; issue 16 §6):
 * an authenticator app (TOTP) and recovery codes. Times are epoch seconds.
 */

const times = {
  created_at: Type.Number(),
  last_used_at: Nullable(Type.Number()),
};

/** The active authenticator app (allauth's TOTPAuthenticator). */
export const TotpAuthenticatorSchema = Type.Object({ type: Type.Literal('totp'), ...times });
export type TotpAuthenticator = Static<typeof TotpAuthenticatorSchema>;

/** A set of recovery codes (allauth's RecoveryCodesAuthenticator), without the codes. */
export const RecoveryCodesAuthenticatorSchema = Type.Object({
  type: Type.Literal('recovery_codes'),
  ...times,
  total_code_count: Type.Integer(),
  unused_code_count: Type.Integer(),
});
export type RecoveryCodesAuthenticator = Static<typeof RecoveryCodesAuthenticatorSchema>;

/** `GET /account/authenticators` 200: the user's authenticators (none until TOTP is active). */
export const AuthenticatorsSchema = allauthData(
  Type.Array(Type.Union([TotpAuthenticatorSchema, RecoveryCodesAuthenticatorSchema])),
);
export type Authenticators = Static<typeof AuthenticatorsSchema>;

/**
 * `GET|POST /account/authenticators/totp` 200: the active authenticator app; after activation,
 * `meta.recovery_codes_generated` says whether a first set of recovery codes was made.
 */
export const TotpAuthenticatorResponseSchema = Type.Object({
  status: Type.Literal(200),
  data: TotpAuthenticatorSchema,
  meta: Type.Optional(Type.Object({ recovery_codes_generated: Type.Boolean() })),
});
export type TotpAuthenticatorResponse = Static<typeof TotpAuthenticatorResponseSchema>;

/**
 * `GET /account/authenticators/totp` 404 when no app is active: a new secret (base32) for this
 * session's setup, and its `otpauth://totp/…` URL for a QR code.
 */
export const TotpSetupSchema = Type.Object({
  status: Type.Literal(404),
  meta: Type.Object({ secret: Type.String(), totp_url: Type.String() }),
});
export type TotpSetup = Static<typeof TotpSetupSchema>;

/** `POST /account/authenticators/totp` body: a code from the app set up with the secret. */
export const ActivateTotpRequestSchema = Type.Object(
  { code: Text({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
export type ActivateTotpRequest = Static<typeof ActivateTotpRequestSchema>;

/** `GET|POST /account/authenticators/recovery-codes` 200: the set, with its unused codes. */
export const RecoveryCodesResponseSchema = Type.Object({
  status: Type.Literal(200),
  data: Type.Object({
    ...RecoveryCodesAuthenticatorSchema.properties,
    unused_codes: Type.Array(Type.String()),
  }),
});
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponseSchema>;

/**
 * `POST /auth/2fa/authenticate` and `/auth/2fa/reauthenticate` body (allauth's MFAAuthenticate):
 * a 6-digit code from the app, or an unused recovery code.
 */
export const MfaCodeRequestSchema = Type.Object(
  { code: Text({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
export type MfaCodeRequest = Static<typeof MfaCodeRequestSchema>;
