import { createHash } from 'node:crypto';
import { legalPage } from '../../../src/modules/legal/present.js';
import { useTestApp } from '../../helpers/app.js';

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const headings = (html: string) => [...html.matchAll(/<h([1-6])[^>]*>/g)].map((m) => Number(m[1]));

/** The pages the narrow screens' footer and registration step 1 link to (spec 000 §2). */
describe.each([
  [
    '/terms/',
    'Terms of Service',
    ['Who we are', 'What the service cannot do', 'Acceptable use', 'Ending your account'],
    '<time datetime="2026-11-28">28 November 2026</time>',
  ],
  [
    '/privacy/',
    'Privacy Notice',
    [
      'What we collect and why',
      'The browser extension',
      'How we protect it',
      'How long we keep it',
      'Deleting your information',
    ],
    '<time datetime="2026-11-28">28 November 2026</time>',
  ],
])('GET %s', (path, title, sections, lastUpdated) => {
  it('answers an accessible HTML page with its h1 and sections', async () => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(`<title>${title} · Lifeguard</title>`);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain(`<h1>${title}</h1>`);
    for (const section of sections)
      expect(html).toMatch(new RegExp(`<h2 id="[a-z-]+">\\d+\\. ${section}</h2>`));
    // Headings in order: one h1 first, then no level skipped.
    const levels = headings(html);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i]! + 1));
    expect(html).toMatch(/<header>[\s\S]*<main id="content">[\s\S]*<\/main>\s*<footer>/);
    expect(html).toContain(`Last updated: ${lastUpdated}`);
    expect(html).toContain('prefers-color-scheme:dark');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('links back to the sign-in screen and to the other page', async () => {
    const html = (await get(path)).body;
    expect(html).toContain('<a href="/app/login">Back to Lifeguard sign-in</a>');
    const other =
      path === '/terms/'
        ? '<a href="/privacy/">Privacy Notice</a>'
        : '<a href="/terms/">Terms of Service</a>';
    expect(html).toContain(other);
    expect(html).toContain('<a href="mailto:privacy@lifeguard.example">privacy@lifeguard.example</a>');
  });

  it('is reached without the final slash too', async () => {
    const res = await get(path.slice(0, -1));
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(path);
  });

  it('carries a strict CSP allowing only its own inline style, by hash', async () => {
    const res = await get(path);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe|script-src/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(res.body.match(/<style>/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/style="/);
  });
});

describe('the privacy notice', () => {
  it('states the figures the code enforces', async () => {
    const html = (await get('/privacy/')).body;
    for (const fact of [
      'Argon2id',
      'AES-256-GCM',
      'HKDF',
      'blind indexes',
      'stops working 2 weeks after you signed in',
      'works for 10 minutes and is deleted after a day',
      'work once, for one minute',
      'Twilio',
      'DeHashed',
      'never sell',
      'To confirm an address we email it a link, which works once, for 3 days, and is stored only as a SHA-256 hash',
      'the user agent it reports',
      'kept only while that sign-in lasts: at most 2 weeks',
      'recovery codes, sealed with AES-256-GCM',
      'deleted when you turn two-step sign-in off or delete your account',
    ]) {
      expect(html).toContain(fact);
    }
  });

  it('says what the browser extension sends: only the host of a blocked site (issue 32)', async () => {
    const html = (await get('/privacy/')).body;
    const section = /<section aria-labelledby="browser-extension">([\s\S]*?)<\/section>/.exec(html)?.[1];
    expect(section).toContain('<h2 id="browser-extension">3. The browser extension</h2>');
    for (const fact of [
      'it sends us only the host name of that site',
      'never the full address of the page',
      'why it was blocked and when',
      'It never sends us your browsing history',
      'nothing at all about the sites it lets you open',
      'sign-in tokens stay in the storage your browser keeps for the extension alone',
      'Uninstalling the extension stops all of this',
    ]) {
      expect(section).toContain(fact);
    }
    // In the contents too, so the extension can link to it.
    expect(html).toContain('<a href="#browser-extension">3. The browser extension</a>');
  });
});

describe('legalPage', () => {
  it('escapes every text it renders', () => {
    const evil = '<script>alert("x")</script> & \'quotes\'';
    const { html } = legalPage(
      {
        title: evil,
        lastUpdated: '2026-11-23',
        intro: [evil],
        sections: [
          {
            id: 'a"b',
            heading: evil,
            blocks: [{ list: [evil] }],
            subsections: [{ heading: evil, blocks: [evil] }],
          },
        ],
      },
      [{ href: '/x?a=1&b="2"', label: evil }],
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"x"');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(html).toContain('<h2 id="a&quot;b">');
    expect(html).toContain('href="/x?a=1&amp;b=&quot;2&quot;"');
  });
});
