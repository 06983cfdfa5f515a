import { createHash } from 'node:crypto';
import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { Type, type Static } from 'typebox';
import fp from 'fastify-plugin';
import { DEV_PROVIDER_PREFIX } from './client.js';
import { errorPage, signInPage } from './page.js';
import type { DevAccount } from './account.js';
import type { DevProviders } from './providers.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EXPIRED = 'This sign-in has expired or was already used.';
const CANCELLED = { error: 'access_denied', error_description: 'The user cancelled the sign-in.' };

const Params = Type.Object({ uid: Type.String({ maxLength: 128 }) });
const SignInForm = Type.Object({
  action: Type.Union([Type.Literal('continue'), Type.Literal('cancel')]),
  email: Type.String({ maxLength: 254, default: '' }),
  given_name: Type.String({ maxLength: 150, default: '' }),
  family_name: Type.String({ maxLength: 150, default: '' }),
  /** Google's `email_verified` claim: 'false' stands for an address Google has not verified. */
  email_verified: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'true' }),
});

/** The account a filled form describes; `sub` is the SHA-256 of the lowercased email (stable). */
function accountOf(form: Static<typeof SignInForm>): { sub: string; account: DevAccount } {
  const email = form.email.trim();
  const account: DevAccount = { email, email_verified: form.email_verified === 'true' };
  const [given, family] = [form.given_name.trim(), form.family_name.trim()];
  if (given) account.given_name = given;
  if (family) account.family_name = family;
  if (given || family) account.name = [given, family].filter(Boolean).join(' ');
  return { sub: createHash('sha256').update(email.toLowerCase()).digest('hex'), account };
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/**
 * The development provider's sign-in page, /dev-oidc/interaction/<uid> (oidc-provider's
 * interaction): GET shows the form (page.ts); POST 'Continue' signs in as the typed email with
 * the optional names, its `email_verified` claim as chosen (verified unless 'No', so a test can
 * play a Google account whose address is unverified, issue 30 F3), 'Cancel' ends the
 * interaction with access_denied.
 * Either way the browser goes back to the authorization endpoint (303). The interaction is
 * bound to oidc-provider's SameSite=Lax interaction cookie, which a cross-site post does not
 * carry: that is the form's CSRF protection.
 */
const devSignInRoutes: FastifyPluginAsyncTypebox<{ providers: DevProviders }> = async (
  app,
  { providers },
) => {
  await app.register(formBody, { bodyLimit: 16_384 });
  const path = `${DEV_PROVIDER_PREFIX}/interaction/:uid`;

  app.get(path, { schema: { params: Params } }, async (request, reply) => {
    const { provider } = await providers.current();
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
    if (!details || details.uid !== request.params.uid) return html(reply, 400, errorPage(EXPIRED));
    const hint = details.params.login_hint;
    return html(reply, 200, signInPage({ action: request.url, email: typeof hint === 'string' ? hint : '' }));
  });

  app.post(
    path,
    { schema: { params: Params, body: SignInForm }, config: { csrfExempt: true } },
    async (request, reply) => {
      const { provider } = await providers.current();
      const form = request.body;
      let result: InteractionResults = CANCELLED;
      if (form.action === 'continue') {
        if (!EMAIL.test(form.email.trim())) {
          const { email, given_name: givenName, family_name: familyName } = form;
          const error = 'Enter a valid email address.';
          const emailVerified = form.email_verified === 'true';
          const page = signInPage({
            action: request.url,
            email,
            givenName,
            familyName,
            emailVerified,
            error,
          });
          return html(reply, 400, page);
        }
        const { sub, account } = accountOf(form);
        await providers.accounts.set(sub, account);
        result = { login: { accountId: sub, remember: false } };
      }
      const returnTo = await provider
        .interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false })
        .catch(() => null);
      return returnTo ? reply.redirect(returnTo, 303) : html(reply, 400, errorPage(EXPIRED));
    },
  );
};

export default fp(devSignInRoutes, { name: 'dev-sign-in-routes', encapsulate: true });
