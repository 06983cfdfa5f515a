import { Type, type Static } from 'typebox';
import { ImpersonationSchema } from './admin.js';
import { Nullable, Text } from './text.js';

/** The user of spec 000 §3, snake_case, with its derived fields (display_name, initials, ...). */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  middle_name: Type.String(),
  suffix: Type.String(),
  display_name: Type.String(),
  full_name: Type.String(),
  avatar_url: Nullable(Type.String()),
  initials: Type.String(),
  is_superuser: Type.Boolean(),
  is_staff: Type.Boolean(),
  has_usable_password: Type.Boolean(),
  date_joined: Type.String({ format: 'date-time' }),
  last_login: Nullable(Type.String({ format: 'date-time' })),
  onboarding_responses: Type.Record(Type.String(), Type.Unknown()),
  phone_number: Nullable(Type.String()),
  phone_verified: Type.Boolean(),
  device_type: Nullable(Type.String()),
  /** Set while a superuser acts as this user (issue 13): the banner's who and until when. */
  impersonation: Nullable(ImpersonationSchema),
});
export type User = Static<typeof UserSchema>;

/** `GET /users/api/user/detail/` 200: the signed-in user (spec 000 §7). */
export const UserDetailSchema = Type.Object({ status: Type.Literal('success'), user: UserSchema });
export type UserDetail = Static<typeof UserDetailSchema>;

/** `POST /users/api/password/setup/` body: the account's first password (spec 000 §5, §7). */
export const PasswordSetupRequestSchema = Type.Object(
  { password: Text({ maxLength: 4096 }) },
  { additionalProperties: false },
);
export type PasswordSetupRequest = Static<typeof PasswordSetupRequestSchema>;

/** `POST /users/api/password/setup/` 200. */
export const PasswordSetupResponseSchema = Type.Object({ status: Type.Literal('success') });
export type PasswordSetupResponse = Static<typeof PasswordSetupResponseSchema>;
