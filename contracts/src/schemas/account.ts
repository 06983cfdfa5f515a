import { Type, type Static } from 'typebox';
import { NAME_PART_MAX_LENGTH } from '../account.js';
import { Text } from './text.js';

const NamePart = Text({ maxLength: NAME_PART_MAX_LENGTH });

/**
 * `PATCH /users/api/user/detail/` body: the profile's names (issue 13 Account pages); at least
 * one field. 200 is the `UserDetail` of schemas/users. The email is not changed here.
 */
export const ProfileUpdateSchema = Type.Object(
  {
    first_name: Type.Optional(NamePart),
    middle_name: Type.Optional(NamePart),
    last_name: Type.Optional(NamePart),
    suffix: Type.Optional(NamePart),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfileUpdate = Static<typeof ProfileUpdateSchema>;

/**
 * `PUT /users/api/user/avatar/`: the raw image as the body, `Content-Type` one of AVATAR_TYPES,
 * at most AVATAR_MAX_BYTES (413 beyond); 200 `UserDetail` with the new `avatar_url`. A body whose
 * bytes are not that image type is 400 `invalid_image`. `DELETE` removes it (200 `UserDetail`).
 * `GET /users/api/avatars/{user_id}/{version}/` serves it to the user and their family members.
 */
export const AvatarParamsSchema = Type.Object(
  {
    user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    version: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);

/**
 * `POST /users/api/user/delete/` body: the password again, or nothing when the session is a
 * Google sign-in of the last FRESH_SIGN_IN_MS and the account has no usable password.
 * 200 `{status: 'success'}` and the session cookie cleared; 400 `incorrect_password`
 * (param 'password'), `reauthentication_required`, or `last_admin` (a family with other members
 * needs another admin or deletion first; the message names it); 403 while impersonating.
 */
export const AccountDeleteSchema = Type.Object(
  { password: Type.Optional(Text({ maxLength: 4096 })) },
  { additionalProperties: false },
);
export type AccountDelete = Static<typeof AccountDeleteSchema>;

/**
 * `GET /users/api/user/export/`: everything held about the user, as an attachment
 * (`exportFileName`). Sealed scan values are unsealed for the owner; tokens, password hashes and
 * secrets are never included. Sections are arrays of plain objects (or the account object).
 */
export const AccountExportSchema = Type.Object({
  exported_at: Type.String({ format: 'date-time' }),
  account: Type.Record(Type.String(), Type.Unknown()),
  onboarding_responses: Type.Record(Type.String(), Type.Unknown()),
  families: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  scans: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  threats: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  action_items: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  notifications: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  assistant_history: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  integrations: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** The connected Gmail (issue 14): account, settings, dates, messages analysed; never its token. */
  gmail_connection: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  /** Linked sign-in providers (Google): provider, uid, profile claims, dates. */
  linked_accounts: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** Browser sessions (method, dates) and extension or app sign-ins (dates), never their ids. */
  sign_ins: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** Numbers a verification code was texted to, with dates (never the code). */
  phone_verifications: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** Threat verdicts and uninstall reasons the user gave. */
  feedback: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** Requests to Contact Support sent signed in (issue 33 item 2), without who answered. */
  support_requests: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** Product analytics events recorded while signed in. */
  analytics_events: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});
export type AccountExport = Static<typeof AccountExportSchema>;

/** `POST /users/api/user/delete/` 200. */
export const AccountDeleteResponseSchema = Type.Object({ status: Type.Literal('success') });
