import fp from 'fastify-plugin';
import { hostName } from '../config/hosts.js';
import { allauthError, apiError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer whatever the Host header says: the health check, which probes call by address. */
    anyHost?: boolean;
  }
}

const DISALLOWED = { message: 'Invalid Host header.', code: 'disallowed_host' };

/**
 * Django's ALLOWED_HOSTS (issue 15 §1): a request whose Host header names a host outside
 * `hosts` (config.allowedHosts: lowercase names, the port ignored), or that has none, answers
 * 400 `disallowed_host` in its route's error shape from the first `onRequest` hook, before any
 * handler runs, so it sends no mail and changes nothing. Register it first of all hooks.
 * Routes with `config.anyHost` (the health check, issue 18) answer any Host.
 */
export default fp<{ hosts: string[] }>(
  async (app, { hosts }) => {
    const allowed = new Set(hosts);
    // The last Host header found allowed, as sent: nearly every request repeats it (issue 17).
    let lastAllowed: string | undefined;
    // A callback hook, and the route's options read only for a host that is not allowed: no
    // promise and no options object per request (issue 17).
    app.addHook('onRequest', (request, _reply, done) => {
      const host = request.host;
      if (host !== undefined && host === lastAllowed) return done();
      const name = hostName(host ?? '');
      if (name && allowed.has(name)) {
        lastAllowed = host;
        return done();
      }
      const config = request.routeOptions.config;
      if (config?.anyHost) return done();
      const family = config?.errorFamily;
      done(family === 'allauth' ? allauthError(400, [DISALLOWED]) : apiError(400, [DISALLOWED]));
    });
  },
  { name: 'allowed-hosts', dependencies: ['errors'] },
);
