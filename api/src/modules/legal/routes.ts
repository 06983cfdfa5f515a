import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRIVACY_PATH, TERMS_PATH } from '@lifeguard/contracts/legal';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { sendPage } from '../../plugins/html.js';
import { legalPage, type PageLink } from './present.js';
import { PRIVACY } from './privacy.js';
import { TERMS } from './terms.js';

/** The sign-in screen, which every narrow screen's footer links from (spec 000 §2). */
const SIGN_IN: PageLink = { href: '/app/login', label: 'Back to Lifeguard sign-in' };
const TERMS_LINK: PageLink = { href: TERMS_PATH, label: 'Terms of Service' };
const PRIVACY_LINK: PageLink = { href: PRIVACY_PATH, label: 'Privacy Notice' };

/** The text changes only with a release: shared caches may keep it for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

const htmlPage = {
  response: { 200: { description: 'The page', content: { 'text/html': { schema: Type.String() } } } },
};

/** What the path without its final slash answers: a permanent redirect, as Django's APPEND_SLASH. */
const appendSlash = {
  response: { 301: { description: 'To the same path with a final slash', type: 'null' } },
};

/**
 * GET /terms/ and GET /privacy/ (spec 000 §2 footer and registration step 1 links): the terms
 * of service and the privacy notice as server-rendered HTML without script, each linking back
 * to the sign-in screen and to the other; rendered once, at start. /terms and /privacy (the
 * spelling of spec 000 §2 "Layout") answer 301 to them.
 */
const legalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pages = [
    { path: TERMS_PATH, page: legalPage(TERMS, [SIGN_IN, PRIVACY_LINK]) },
    { path: PRIVACY_PATH, page: legalPage(PRIVACY, [SIGN_IN, TERMS_LINK]) },
  ];
  for (const { path, page } of pages) {
    /** GET /terms/ or /privacy/: the terms of service or the privacy notice, cacheable for an hour. */
    app.get(path, { schema: htmlPage }, async (_request, reply) => sendPage(reply, page, CACHE_CONTROL));
    /** GET /terms or /privacy: 301 to the path with the final slash. */
    app.get(path.slice(0, -1), { schema: appendSlash }, async (_request, reply) => reply.redirect(path, 301));
  }
};

export default fp(legalRoutes, { name: 'legal-routes', encapsulate: true });
