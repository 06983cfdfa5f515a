import { Type, type Static } from 'typebox';

/** `GET /api/extension-auth-tokens/` 200 (spec 000 §3 "Extension token response"): HS256 JWTs. */
export const ExtensionTokensSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
});
export type ExtensionTokens = Static<typeof ExtensionTokensSchema>;

/**
 * 401 of the endpoints the extension calls with `Authorization: Bearer <access token>`, worded
 * as Django REST framework and Simple JWT word it: `{detail}`.
 */
export const BearerUnauthorizedSchema = Type.Object({ detail: Type.String() });
export type BearerUnauthorized = Static<typeof BearerUnauthorizedSchema>;
