import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTHENTICATOR_TYPES } from '@lifeguard/contracts/allauth';
import { ConfigurationSchema, type Configuration } from '@lifeguard/contracts/schemas/allauth-account';
import fp from 'fastify-plugin';
import { offeredProviders } from '../../oidc/providers.js';

/**
 * allauth "Get configuration" (issue 16 §1): GET /config, for any visitor, signed in or not.
 * 200 ConfigurationResponse: sign-in and open sign-up by email with mailed links (no codes);
 * Google, or the local /dev-oidc provider standing in for it, or no provider; TOTP with
 * recovery codes; sessions tracked with their last activity. Fixed for the server's life.
 */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const configuration: Configuration = {
    status: 200,
    data: {
      account: {
        authentication_method: 'email',
        login_methods: ['email'],
        is_open_for_signup: true,
        email_verification_by_code_enabled: false,
        login_by_code_enabled: false,
        password_reset_by_code_enabled: false,
      },
      socialaccount: { providers: offeredProviders(app.config) },
      mfa: { supported_types: [...AUTHENTICATOR_TYPES] },
      usersessions: { track_activity: true },
    },
  };

  app.get('/config', { schema: { response: { 200: ConfigurationSchema } } }, async () => configuration);
};

export default fp(configRoutes, { name: 'allauth-config-routes', encapsulate: true });
