/**
 * The mobile app's sign-in handoff (spec 000 §2 `mobile=1`, §4 "Login screen" mobile mode):
 * the web app signs the user in, then sends the browser to {@link MOBILE_AUTH_REDIRECT_PATH},
 * which hands the app a one-time code on its redirect URI (`?code=`); the app trades the code
 * for tokens at {@link MOBILE_TOKEN_PATH}.
 */

/** Where the web app sends the browser after a sign-in in mobile mode. */
export const MOBILE_AUTH_REDIRECT_PATH = '/users/mobile-auth-redirect/';

/** The sign-in screen in mobile mode: where a signed-out visit of the redirect starts over. */
export const MOBILE_LOGIN_PATH = '/app/login?mobile=1';

/** `POST {code}` → `{access_token, refresh_token}` (the extension's token pair). */
export const MOBILE_TOKEN_PATH = '/users/api/mobile-auth/token/';

/** A one-time code: 32 random bytes in unpadded base64url, so 43 characters. */
export const MOBILE_AUTH_CODE_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Seconds a one-time code can be exchanged, once, after it is issued. */
export const MOBILE_AUTH_CODE_TTL_SECONDS = 60;

/** Query parameter of the app's redirect URI that carries the code. */
export const MOBILE_AUTH_CODE_PARAM = 'code';

/** Error code of a code that is unknown, used or expired (one answer for all three). */
export const INVALID_MOBILE_CODE = 'invalid_code';
