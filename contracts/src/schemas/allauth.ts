import { Type, type Static } from 'typebox';
import { AUTHENTICATOR_TYPES, PROVIDER_PROCESSES } from '../allauth.js';
import { CSRF_FORM_FIELD } from '../csrf.js';
import { UserSchema } from './users.js';
import { Email, Text } from './text.js';

/**
 * django-allauth's headless shapes under /_allauth/browser/v1 (spec 000 §7). Errors answer
 * `AllauthErrorSchema` and a signed-out visitor `UnauthenticatedSchema` (schemas/errors.ts).
 */

/** allauth's successful answer carrying `data`: `{status: 200, data}`. */
export const allauthData = <T extends Type.TSchema>(data: T) =>
  Type.Object({ status: Type.Literal(200), data });

/** allauth's User (id, display, has_usable_password, email) plus the fields of spec 000 §3. */
export const AllauthUserSchema = Type.Object({ ...UserSchema.properties, display: Type.String() });
export type AllauthUser = Static<typeof AllauthUserSchema>;

/**
 * allauth's AuthenticationMethod: one step of how the session was (re)authenticated, `at` in
 * epoch seconds. A password login; a password reauthentication; a provider sign-in
 * (`socialaccount`, with the provider's account id `uid`); a second factor (`mfa`, by `type`).
 */
export const AuthenticationMethodSchema = Type.Union([
  Type.Object({ method: Type.Literal('password'), at: Type.Number(), email: Type.String() }),
  Type.Object({
    method: Type.Literal('password'),
    at: Type.Number(),
    reauthenticated: Type.Literal(true),
  }),
  Type.Object({
    method: Type.Literal('socialaccount'),
    at: Type.Number(),
    provider: Type.String(),
    uid: Type.String(),
    reauthenticated: Type.Boolean(),
  }),
  Type.Object({
    method: Type.Literal('mfa'),
    at: Type.Number(),
    type: Type.Enum(AUTHENTICATOR_TYPES),
    reauthenticated: Type.Optional(Type.Boolean()),
  }),
]);
export type AuthenticationMethod = Static<typeof AuthenticationMethodSchema>;

/** allauth AuthenticatedResponse (200): the signed-in user and how the session was authenticated. */
export const AuthenticatedSchema = Type.Object({
  status: Type.Literal(200),
  data: Type.Object({ user: AllauthUserSchema, methods: Type.Array(AuthenticationMethodSchema) }),
  meta: Type.Object({ is_authenticated: Type.Literal(true) }),
});
export type Authenticated = Static<typeof AuthenticatedSchema>;

/** allauth ConflictResponse (409): already signed in. */
export const ConflictSchema = Type.Object({ status: Type.Literal(409) });

/** allauth's plain success answer `{status: 200}` (StatusOK). */
export const StatusOkSchema = Type.Object({ status: Type.Literal(200) });

/** `POST /auth/login` body; `remember` keeps the session cookie 2 weeks. */
export const LoginRequestSchema = Type.Object(
  {
    email: Email(),
    password: Text({ minLength: 1, maxLength: 4096 }),
    username: Type.Optional(Text({ maxLength: 150 })),
    remember: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** `POST /auth/password/request` body. */
export const PasswordResetRequestSchema = Type.Object({ email: Email() }, { additionalProperties: false });
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

/** `POST /auth/password/request` 200, whether or not the account exists. */
export const PasswordResetRequestedSchema = StatusOkSchema;
export type PasswordResetRequested = Static<typeof PasswordResetRequestedSchema>;

/** `GET /auth/password/reset` headers: the key (PASSWORD_RESET_KEY_HEADER, lowercased by HTTP). */
export const PasswordResetKeyHeadersSchema = Type.Object({
  'x-password-reset-key': Type.Optional(Text({ maxLength: 256 })),
});

/**
 * Whose mailed key it is, as far as the key's holder may know (allauth's User fields only): a
 * reset or verification link can reach someone else's inbox, so no profile data.
 */
export const KeyHolderSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  display: Type.String(),
  has_usable_password: Type.Boolean(),
});
export type KeyHolder = Static<typeof KeyHolderSchema>;

/** `GET /auth/password/reset` 200: whose key it is (spec 000 §3 "Password reset info"). */
export const PasswordResetInfoSchema = allauthData(Type.Object({ user: KeyHolderSchema }));
export type PasswordResetInfo = Static<typeof PasswordResetInfoSchema>;

/** `POST /auth/password/reset` body. */
export const ResetPasswordRequestSchema = Type.Object(
  { key: Text({ minLength: 1, maxLength: 256 }), password: Text({ maxLength: 4096 }) },
  { additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

/** `POST /account/password/change` body; `current_password` only when one is set. */
export const PasswordChangeRequestSchema = Type.Object(
  {
    current_password: Type.Optional(Text({ maxLength: 4096 })),
    new_password: Text({ maxLength: 4096 }),
  },
  { additionalProperties: false },
);
export type PasswordChangeRequest = Static<typeof PasswordChangeRequestSchema>;

/**
 * `POST /auth/provider/redirect`: a plain browser form (spec 000 §4 "Google sign-in"); the CSRF
 * token travels as the form field CSRF_FORM_FIELD.
 */
export const ProviderRedirectFormSchema = Type.Object(
  {
    provider: Text({ minLength: 1, maxLength: 50 }),
    process: Type.Enum(PROVIDER_PROCESSES),
    callback_url: Text({ minLength: 1, maxLength: 2048 }),
    [CSRF_FORM_FIELD]: Type.Optional(Text({ maxLength: 256 })),
  },
  { additionalProperties: false },
);
export type ProviderRedirectForm = Static<typeof ProviderRedirectFormSchema>;
