import { Type, type Static } from 'typebox';
import { UserSchema } from './users.js';
import { Email, Text } from './text.js';

/**
 * Answer of every registration call (spec 000 §7 "success when response status is 'success'"):
 * the account as it now stands.
 */
export const RegistrationAnswerSchema = Type.Object({ status: Type.Literal('success'), user: UserSchema });
export type RegistrationAnswer = Static<typeof RegistrationAnswerSchema>;

/** `POST /users/api/register/email/` body (step 1). */
export const RegisterEmailRequestSchema = Type.Object({ email: Email() }, { additionalProperties: false });
export type RegisterEmailRequest = Static<typeof RegisterEmailRequestSchema>;

// A missing name answers like a blank one: 'This field is required.' (spec 000 §5).
// Surrounding whitespace (a pasted newline) is trimmed by the server, as Django's CharField does.
const Name = Text({ maxLength: 150, prose: true, default: '' });

/**
 * `POST /users/api/register/personal-info/` body (step 2); names ≤ 150 characters, `suffix` one
 * of SUFFIXES of onboarding.ts or '' (checked by the server with the spec's messages).
 */
export const PersonalInfoRequestSchema = Type.Object(
  { first_name: Name, last_name: Name, middle_name: Name, suffix: Text({ maxLength: 20, default: '' }) },
  { additionalProperties: false },
);
export type PersonalInfoRequest = Static<typeof PersonalInfoRequestSchema>;

// Missing answers default to empty ones, so they fail the spec's own rules and messages; the
// codes and limits (onboarding.ts) are checked by the server, not here, for the same reason.
const Codes = Type.Array(Text({ maxLength: 100 }), { maxItems: 50, default: [] });
const Code = Text({ maxLength: 100, default: '' });

/** `POST /users/api/register/onboarding/` body (step 3): the five answers of spec 000 §3. */
export const OnboardingRequestSchema = Type.Object(
  {
    responses: Type.Object(
      { protecting: Codes, experience: Code, concerns: Codes, primary_concern: Code, solutions: Codes },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type OnboardingRequest = Static<typeof OnboardingRequestSchema>;
