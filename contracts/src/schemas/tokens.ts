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

/** A compact JWS: three base64url parts (no NUL or control characters can pass). */
const COMPACT_JWS = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';

/**
 * Body of `POST /api/extension-auth-tokens/refresh/` (issue 15 item 4): the refresh token of an
 * extension or mobile token pair; other fields are dropped. Its 200 is a new
 * `ExtensionTokensSchema` pair, and the token sent is spent.
 */
export const ExtensionTokenRefreshRequestSchema = Type.Object(
  { refresh_token: Type.String({ minLength: 1, maxLength: 2048, pattern: COMPACT_JWS }) },
  { additionalProperties: false },
);
export type ExtensionTokenRefreshRequest = Static<typeof ExtensionTokenRefreshRequestSchema>;
