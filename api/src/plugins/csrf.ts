import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER } from '@lifeguard/contracts/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the CSRF check (bearer-token endpoints that never read cookies). */
    csrfExempt?: boolean;
  }
  interface FastifyReply {
    /** Issues a fresh CSRF token cookie (at login, as Django does). */
    rotateCsrfToken(): void;
  }
}

const ONE_YEAR = 60 * 60 * 24 * 7 * 52;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

function tokensMatch(supplied: unknown, expected: string): boolean {
  if (typeof supplied !== 'string') return false;
  const a = Buffer.from(supplied);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Django-style CSRF protection (spec 000 §7, §9): a readable `csrftoken` cookie set on every
 * response lacking one; unsafe methods must echo it in `X-CSRFToken` (or the form field
 * `csrfmiddlewaretoken`), else 403 before any handler runs.
 */
export default fp<{ secure: boolean }>(
  async (app, { secure }) => {
    const setToken = (reply: FastifyReply) =>
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure,
        maxAge: ONE_YEAR,
      });

    app.decorateReply('rotateCsrfToken', function (this: FastifyReply) {
      setToken(this);
    });

    // A callback hook: no promise and microtask per request (issue 17).
    app.addHook('onRequest', (request, reply, done) => {
      if (!TOKEN.test(request.cookies[CSRF_COOKIE] ?? '')) setToken(reply);
      done();
    });

    // A callback hook too: a safe method, nearly every request, costs one lookup.
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return done();
      const expected = request.cookies[CSRF_COOKIE] ?? '';
      const body = request.body as Record<string, unknown> | undefined;
      // Node lowercases header names.
      const supplied = request.headers[CSRF_HEADER.toLowerCase()] ?? body?.[CSRF_FORM_FIELD];
      if (TOKEN.test(expected) && tokensMatch(supplied, expected)) return done();
      const message = 'CSRF Failed: CSRF token missing or incorrect.';
      done(new HttpProblem(403, { status: 403, errors: [{ message, code: 'csrf_failed' }] }));
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
