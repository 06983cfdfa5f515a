import fp from 'fastify-plugin';
import { hostName } from '../config.js';
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
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.anyHost) return;
      const name = hostName(request.host ?? '');
      if (name && allowed.has(name)) return;
      const family = request.routeOptions.config?.errorFamily;
      throw family === 'allauth' ? allauthError(400, [DISALLOWED]) : apiError(400, [DISALLOWED]);
    });
  },
  { name: 'allowed-hosts', dependencies: ['errors'] },
);
