import { CSRF_COOKIE } from '@lifeguard/contracts/csrf';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for the methods Django-style CSRF protects (spec 000 §7). */
export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/** Value of the CSRF cookie (spec 000 §9), or `undefined` before the server has set one. */
export function getCsrfToken(cookie: string = document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
