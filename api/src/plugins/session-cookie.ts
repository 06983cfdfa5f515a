import { hash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Cookie name, as Django's. */
export const SESSION_COOKIE = 'sessionid';

/** SHA-256 of a cookie value, hex: the session's id. One call, no Hash object per request. */
export const hashToken = (token: string) => hash('sha256', token);

/** A new cookie value: 32 random bytes, base64url. Only its {@link hashToken} is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/**
 * Sets the HttpOnly, SameSite=Lax session cookie to `token`: persistent for `maxAge` seconds
 * (a remembered login), else ending with the browser.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, maxAge?: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}
