import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import accountRoutes from './modules/account/routes.js';
import account from './modules/account/service.js';
import adminRoutes from './modules/admin/routes.js';
import admin from './modules/admin/service.js';
import agentsRoutes from './modules/agents/routes.js';
import agents, { type AgentDependencies } from './modules/agents/service.js';
import analyticsRoutes from './modules/analytics/routes.js';
import analytics from './modules/analytics/service.js';
import authRoutes from './modules/auth/routes.js';
import auth from './modules/auth/service.js';
import darkwebRoutes from './modules/darkweb/routes.js';
import darkweb from './modules/darkweb/service.js';
import emailProtectionRoutes from './modules/email-protection/routes.js';
import emailProtection from './modules/email-protection/service.js';
import feedbackRoutes from './modules/feedback/routes.js';
import feedback from './modules/feedback/service.js';
import helpRoutes from './modules/help/routes.js';
import integrationsRoutes from './modules/integrations/routes.js';
import integrations from './modules/integrations/service.js';
import jobs from './modules/jobs/service.js';
import legalRoutes from './modules/legal/routes.js';
import mobileAuthRoutes from './modules/mobile-auth/routes.js';
import mobileAuth from './modules/mobile-auth/service.js';
import oidcRoutes from './modules/oidc/routes.js';
import oidc from './modules/oidc/service.js';
import phoneRoutes from './modules/phone/routes.js';
import phoneVerification from './modules/phone/service.js';
import sms from './modules/phone/sms/sender.js';
import registrationRoutes from './modules/registration/routes.js';
import registration from './modules/registration/service.js';
import safetyResourcesRoutes from './modules/safety-resources/routes.js';
import safetyResources from './modules/safety-resources/service.js';
import securityTasksRoutes from './modules/security-tasks/routes.js';
import securityTasks from './modules/security-tasks/service.js';
import remotesRoutes from './modules/remotes/routes.js';
import remoteRegistry from './modules/remotes/service.js';
import supportRoutes from './modules/support/routes.js';
import support from './modules/support/service.js';
import teamsRoutes from './modules/teams/routes.js';
import teams from './modules/teams/service.js';
import threatsRoutes from './modules/threats/routes.js';
import threats from './modules/threats/service.js';
import extensionTokens from './modules/tokens/service.js';
import tokensRoutes from './modules/tokens/routes.js';
import usersRoutes from './modules/users/routes.js';
import users from './modules/users/service.js';
import webProtectionRoutes from './modules/web-protection/routes.js';
import webProtection from './modules/web-protection/service.js';
import allowedHosts from './plugins/allowed-hosts.js';
import authenticate from './plugins/authenticate.js';
import csrf from './plugins/csrf.js';
import db from './plugins/db.js';
import errors, { frameworkErrors } from './plugins/errors.js';
import health from './plugins/health.js';
import impersonationTrail from './plugins/impersonation-trail.js';
import { loggerOptions } from './plugins/logging.js';
import mailer from './plugins/mailer.js';
import openapi from './plugins/openapi.js';
import origin from './plugins/origin.js';
import emailAddresses from './modules/email-addresses/service.js';
import mfa from './modules/mfa/service.js';
import rateLimit from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';
import session from './plugins/session.js';
import { schemaController } from './plugins/validation.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type BuildOptions = {
  /** An open, migrated database owned by the caller; else the configured one is opened. */
  database?: DatabaseHandle;
  /** Registered after the routes, e.g. the gateway serving /app/. */
  extraPlugins?: FastifyPluginAsync[];
  logger?: FastifyServerOptions['logger'];
  /** The assistant's provider and tools instead of the configured ones (tests, benchmarks). */
  agents?: AgentDependencies;
};

/**
 * Builds the server: infrastructure plugins, then domain services (typed decorators), then
 * routes, then `opts.extraPlugins`.
 */
export async function buildApp(config: Config, opts: BuildOptions = {}) {
  const { trustProxy } = config;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    // avvio's default of 10 s per plugin fails a start on a busy machine (issue 15 item 9:
    // 'openapi' took longer with two suites on 2 cores); this bounds a hung plugin instead.
    pluginTimeout: 120_000,
    bodyLimit: 256 * 1024,
    // Unique across processes and restarts: a 5xx names its request (x-request-id, errors.ts),
    // which a support request's diagnostics carry to the log lines (issue 33 item 2).
    genReqId: () => randomUUID(),
    // Bodies are validated without type coercion; querystrings and params keep it.
    schemaController,
    // Errors before routing (a malformed URL) answer in our error shape, without echoing it.
    frameworkErrors,
    // Behind the compose gateway, request.ip is the gateway's unless its X-Forwarded-For is believed.
    // A hop count is written as the function Fastify makes of one (its types omit numbers).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);

  // Infrastructure
  await app.register(errors);
  await app.register(securityHeaders);
  // First hook of all: a foreign Host header is refused before anything else runs.
  await app.register(allowedHosts, { hosts: config.allowedHosts });
  await app.register(db, { config, database: opts.database });
  await app.register(cookie);
  await app.register(origin, { publicUrl: config.publicUrl, frontendUrls: config.frontendUrls });
  await app.register(csrf, { secure: config.sessionCookieSecure });
  await app.register(session, { secure: config.sessionCookieSecure });
  await app.register(authenticate);
  // Audits every write made while a superuser impersonates (issue 30), before any route.
  await app.register(impersonationTrail);
  await app.register(rateLimit);
  await app.register(openapi);
  await app.register(mailer, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });

  // Domain
  await app.register(users);
  await app.register(emailAddresses);
  await app.register(mfa);
  await app.register(auth);
  await app.register(registration);
  await app.register(extensionTokens);
  await app.register(analytics);
  await app.register(darkweb);
  await app.register(oidc);
  await app.register(sms);
  await app.register(phoneVerification);
  await app.register(safetyResources);
  await app.register(feedback);
  // Contact Support (issue 33 item 2): mails each request through app.mailer.
  await app.register(support);
  await app.register(remoteRegistry);
  await app.register(jobs);
  await app.register(integrations);
  await app.register(webProtection);
  // Families: scores in the family overview read app.integrations; invitations go by app.mailer.
  await app.register(teams);
  // Reads the state action items follow through users, integrations and darkweb.
  await app.register(securityTasks);
  await app.register(threats);
  // Reports what the mailbox sync finds through threats, notifications and action items.
  await app.register(emailProtection);
  await app.register(mobileAuth);
  // Reads names through users and unseals the user's scans through darkweb for the export.
  await app.register(account);
  // Superuser tools: the Project Dashboard and scan pages read users and darkweb.
  await app.register(admin);
  // Its tools read threats, scans, integrations and action items through their decorators.
  await app.register(agents, opts.agents ?? {});

  // Routes
  await app.register(authRoutes, { prefix: '/_allauth/browser/v1' });
  await app.register(oidcRoutes);
  await app.register(usersRoutes);
  await app.register(accountRoutes);
  await app.register(registrationRoutes);
  await app.register(tokensRoutes);
  await app.register(analyticsRoutes);
  await app.register(darkwebRoutes);
  await app.register(phoneRoutes);
  await app.register(securityTasksRoutes);
  await app.register(safetyResourcesRoutes);
  await app.register(feedbackRoutes);
  await app.register(supportRoutes);
  await app.register(remotesRoutes);
  await app.register(integrationsRoutes);
  await app.register(webProtectionRoutes);
  await app.register(emailProtectionRoutes);
  await app.register(teamsRoutes);
  await app.register(threatsRoutes);
  await app.register(legalRoutes);
  await app.register(helpRoutes);
  await app.register(mobileAuthRoutes);
  await app.register(agentsRoutes);
  await app.register(adminRoutes);
  await app.register(health);

  for (const plugin of opts.extraPlugins ?? []) await app.register(plugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
