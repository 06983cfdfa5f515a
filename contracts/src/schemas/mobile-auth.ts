import { MOBILE_AUTH_CODE_PATTERN } from '@lifeguard/contracts/mobile-auth';
import { Type, type Static } from 'typebox';

/**
 * Body of `POST /users/api/mobile-auth/token/`: the one-time code; other fields are dropped.
 * Its 200 is the extension's token pair (`ExtensionTokensSchema` of schemas/tokens.ts).
 */
export const MobileTokenRequestSchema = Type.Object(
  { code: Type.String({ pattern: MOBILE_AUTH_CODE_PATTERN, maxLength: 256 }) },
  { additionalProperties: false },
);
export type MobileTokenRequest = Static<typeof MobileTokenRequestSchema>;
