import { Type, type Static } from 'typebox';
import { AUTHENTICATOR_TYPES } from '../allauth.js';
import { AllauthUserSchema, AuthenticationMethodSchema, KeyHolderSchema, allauthData } from './allauth.js';
import { FlowSchema } from './errors.js';
import { Email, Id, Text } from './text.js';

/**
 * django-allauth's headless shapes for account management (issue 16): configuration, sign-up,
 * email addresses, connected provider accounts, sessions and reauthentication. Paths are under
 * /_allauth/browser/v1; field names are allauth's.
 */

/** A provider we offer (allauth's Provider): Google, or its local stand-in when not configured. */
export const ProviderSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  flows: Type.Array(Type.Literal('provider_redirect')),
  client_id: Type.Optional(Type.String()),
  openid_configuration_url: Type.Optional(Type.String()),
});
export type Provider = Static<typeof ProviderSchema>;

/**
 * `GET /config` 200 (allauth's ConfigurationResponse): what we offer. Sign-in by email only,
 * open sign-up, mail links (no codes); Google; TOTP with recovery codes; sessions with activity.
 */
export const ConfigurationSchema = Type.Object({
  status: Type.Literal(200),
  data: Type.Object({
    account: Type.Object({
      authentication_method: Type.Literal('email'),
      login_methods: Type.Array(Type.Literal('email')),
      is_open_for_signup: Type.Boolean(),
      email_verification_by_code_enabled: Type.Literal(false),
      login_by_code_enabled: Type.Literal(false),
      password_reset_by_code_enabled: Type.Literal(false),
    }),
    socialaccount: Type.Object({ providers: Type.Array(ProviderSchema) }),
    mfa: Type.Object({ supported_types: Type.Array(Type.Enum(AUTHENTICATOR_TYPES)) }),
    usersessions: Type.Object({ track_activity: Type.Boolean() }),
  }),
});
export type Configuration = Static<typeof ConfigurationSchema>;

/** `POST /auth/signup` body (allauth's Signup, by email): the account's email and password. */
export const SignupRequestSchema = Type.Object(
  {
    email: Email(),
    password: Text({ minLength: 1, maxLength: 4096 }),
  },
  { additionalProperties: false },
);
export type SignupRequest = Static<typeof SignupRequestSchema>;

/** An address of the account (allauth's EmailAddress); the primary one is the user's `email`. */
export const EmailAddressSchema = Type.Object({
  email: Type.String(),
  primary: Type.Boolean(),
  verified: Type.Boolean(),
});
export type EmailAddress = Static<typeof EmailAddressSchema>;

/** `GET|POST|PATCH|DELETE /account/email` 200: every address of the account, primary first. */
export const EmailAddressesSchema = allauthData(Type.Array(EmailAddressSchema));
export type EmailAddresses = Static<typeof EmailAddressesSchema>;

/** `POST /account/email` (add), `PUT` (resend the verification mail), `DELETE` (remove) body. */
export const EmailRequestSchema = Type.Object({ email: Email() }, { additionalProperties: false });
export type EmailRequest = Static<typeof EmailRequestSchema>;

/** `PATCH /account/email` body: make a verified address the primary one. */
export const MarkPrimaryEmailRequestSchema = Type.Object(
  { email: Email(), primary: Type.Literal(true) },
  { additionalProperties: false },
);
export type MarkPrimaryEmailRequest = Static<typeof MarkPrimaryEmailRequestSchema>;

/** `GET /auth/email/verify` headers: the mailed key (EMAIL_VERIFICATION_KEY_HEADER, lowercased). */
export const EmailVerificationKeyHeadersSchema = Type.Object({
  'x-email-verification-key': Type.Optional(Text({ maxLength: 256 })),
});

/** `GET /auth/email/verify` 200: which address a live key verifies, and whose (no profile data). */
export const EmailVerificationInfoSchema = Type.Object({
  status: Type.Literal(200),
  data: Type.Object({ email: Type.String(), user: KeyHolderSchema }),
  meta: Type.Object({ is_authenticating: Type.Boolean() }),
});
export type EmailVerificationInfo = Static<typeof EmailVerificationInfoSchema>;

/** `POST /auth/email/verify` body: the mailed key. */
export const VerifyEmailRequestSchema = Type.Object(
  { key: Text({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);
export type VerifyEmailRequest = Static<typeof VerifyEmailRequestSchema>;

/** A provider account connected to the user (allauth's ProviderAccount). */
export const ProviderAccountSchema = Type.Object({
  uid: Type.String(),
  display: Type.String(),
  provider: ProviderSchema,
});
export type ProviderAccount = Static<typeof ProviderAccountSchema>;

/** `GET|DELETE /account/providers` 200: the provider accounts still connected. */
export const ProviderAccountsSchema = allauthData(Type.Array(ProviderAccountSchema));
export type ProviderAccounts = Static<typeof ProviderAccountsSchema>;

/** `DELETE /account/providers` body: which provider account to disconnect. */
export const DisconnectProviderRequestSchema = Type.Object(
  { provider: Text({ minLength: 1, maxLength: 50 }), account: Text({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);
export type DisconnectProviderRequest = Static<typeof DisconnectProviderRequestSchema>;

/**
 * A signed-in browser of the user (allauth's Session): `id` the session's number, times in epoch
 * seconds, `last_seen_at` updated at most once a minute while in use.
 */
export const UserSessionSchema = Type.Object({
  id: Type.Integer(),
  user_agent: Type.String(),
  ip: Type.String(),
  created_at: Type.Number(),
  last_seen_at: Type.Number(),
  is_current: Type.Boolean(),
});
export type UserSession = Static<typeof UserSessionSchema>;

/** `GET|DELETE /auth/sessions` 200: the user's sessions, the current one first. */
export const UserSessionsSchema = allauthData(Type.Array(UserSessionSchema));
export type UserSessions = Static<typeof UserSessionsSchema>;

/** `DELETE /auth/sessions` body: the numbers of the sessions to end (1 … 100 of them). */
export const EndSessionsRequestSchema = Type.Object(
  { sessions: Type.Array(Id(), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export type EndSessionsRequest = Static<typeof EndSessionsRequestSchema>;

/** `POST /auth/reauthenticate` body: the account's password. */
export const ReauthenticateRequestSchema = Type.Object(
  { password: Text({ minLength: 1, maxLength: 4096 }) },
  { additionalProperties: false },
);
export type ReauthenticateRequest = Static<typeof ReauthenticateRequestSchema>;

/**
 * allauth's ReauthenticationResponse (401 with `meta.is_authenticated` true): signed in, but a
 * sensitive action needs a recent (re)authentication first, by one of `flows`
 * (`reauthenticate` with the password, `mfa_reauthenticate` with a code; never a provider, as in
 * allauth: issue 30 item 10).
 */
export const ReauthenticationRequiredSchema = Type.Object({
  status: Type.Literal(401),
  data: Type.Object({
    user: AllauthUserSchema,
    methods: Type.Array(AuthenticationMethodSchema),
    flows: Type.Array(FlowSchema),
  }),
  meta: Type.Object({ is_authenticated: Type.Literal(true) }),
});
export type ReauthenticationRequired = Static<typeof ReauthenticationRequiredSchema>;
