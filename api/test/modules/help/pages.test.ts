import { createHash } from 'node:crypto';
import { ARTICLES } from '../../../src/modules/safety-resources/articles.js';
import { GUIDES } from '../../../src/modules/safety-resources/guides.js';
import { useTestApp } from '../../helpers/app.js';

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
/** The addresses of the articles a page lists, in order. */
const listed = (html: string) => [...html.matchAll(/<li><a href="(\/help\/[^"]+)">/g)].map((m) => m[1]!);
/** The heading of a search's results. */
const resultLine = (html: string) => /<h2 id="results">([^<]*)<\/h2>/.exec(html)?.[1];

/** The topics issue 33 item 1 asks the help centre to cover, by the slug of their guide. */
const TOPICS = [
  'getting-started',
  'dark-web-monitoring',
  'web-protection',
  'email-protection',
  'phone-protection',
  'protection-score',
  'dark-web-scan',
  'families-and-invitations',
  'two-factor-sign-in',
  'privacy-and-deleting-your-data',
  'browser-extension',
];

describe('GET /help/ (issue 33 item 1)', () => {
  it('lists every guide, then every safety article the assistant cites, signed out', async () => {
    const res = await get('/help/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Help centre · Lifeguard</title>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h2 id="using-lifeguard">Using Lifeguard</h2>');
    expect(html).toContain('<h2 id="staying-safe">Staying safe online</h2>');
    expect(listed(html)).toEqual([...GUIDES, ...ARTICLES].map((a) => `/help/${a.slug}/`));
    for (const slug of TOPICS) expect(listed(html)).toContain(`/help/${slug}/`);
    expect(html).toContain('prefers-color-scheme:dark');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('searches without script: a GET form to itself, allowed by its CSP and nothing else', async () => {
    const res = await get('/help/');
    expect(res.body).toContain('<form role="search" action="/help/" method="get">');
    expect(res.body).toContain('<label for="help-search">Search the help centre</label>');
    expect(res.body).toContain('<input type="search" id="help-search" name="q" value="" maxlength="200">');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/unsafe|script-src/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it.each([
    ['two-factor', 'two-factor-sign-in'],
    ['Two-Factor', 'two-factor-sign-in'],
    ['2fa', 'two-factor-sign-in'],
    ['authenticator', 'two-factor-sign-in'],
    ['recovery codes', 'two-factor-sign-in'],
    ['delete my account', 'privacy-and-deleting-your-data'],
    ['invite', 'families-and-invitations'],
    ['load unpacked', 'browser-extension'],
    ['protection score', 'protection-score'],
    ['gift cards', 'gift-card-payment-red-flags'],
  ])('?q=%s finds %s first', async (query, slug) => {
    const res = await get(`/help/?q=${encodeURIComponent(query)}`);
    expect(res.statusCode).toBe(200);
    expect(listed(res.body)[0]).toBe(`/help/${slug}/`);
    expect(resultLine(res.body)).toMatch(new RegExp(`^\\d+ articles? match(es)? “${query}”$`));
  });

  it('finds only the articles having every word, by title, summary or body, whatever the case', async () => {
    const both = listed((await get('/help/?q=PASSWORD+manager')).body);
    expect(both).toContain('/help/strong-passphrases-and-password-managers/');
    for (const path of both) {
      const slug = path.slice('/help/'.length, -1);
      const article = [...GUIDES, ...ARTICLES].find((a) => a.slug === slug)!;
      const text = `${article.title} ${article.summary} ${article.body}`.toLowerCase();
      expect(text).toMatch(/password/);
      expect(text).toMatch(/manager/);
    }
  });

  it('falls back to the articles having some of the words, and says so', async () => {
    const html = (await get('/help/?q=how+do+I+set+up+two-factor+authentication')).body;
    expect(resultLine(html)).toMatch(
      /^\d+ articles match some of “how do I set up two-factor authentication”$/,
    );
    expect(listed(html).slice(0, 2).sort()).toEqual([
      '/help/two-factor-authentication/',
      '/help/two-factor-sign-in/',
    ]);
  });

  it('says plainly when nothing matches, and keeps the query in the search box', async () => {
    const res = await get('/help/?q=banana+bread');
    expect(res.statusCode).toBe(200);
    expect(resultLine(res.body)).toBe('No articles match “banana bread”');
    expect(listed(res.body)).toEqual([]);
    expect(res.body).toContain('value="banana bread"');
    expect(res.body).toContain('<a href="/help/">Browse all articles</a>');
    expect(res.body).toContain('<title>Search: banana bread · Help centre · Lifeguard</title>');
  });

  it('lists every article for an empty or blank query', async () => {
    for (const url of ['/help/?q=', '/help/?q=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(listed(res.body)).toHaveLength(GUIDES.length + ARTICLES.length);
    }
  });

  it('escapes the query wherever it shows it', async () => {
    const evil = '"><script>alert(1)</script>';
    const res = await get(`/help/?q=${encodeURIComponent(evil)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(resultLine(res.body)).toMatch(/ “&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;”$/);
    expect(res.body).toContain(
      '<title>Search: &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Help centre',
    );
  });

  it.each([
    ['a NUL byte', 'two%00factor'],
    ['a control character', 'two%1Bfactor'],
    ['more than 200 characters', 'a'.repeat(201)],
  ])('refuses %s with 400 in our error shape', async (_what, q) => {
    const res = await get(`/help/?q=${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', errors: [expect.objectContaining({ param: 'q' })] });
  });

  it('is reached without the final slash too, keeping the query', async () => {
    const res = await get('/help?q=2fa');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/help/?q=2fa');
  });
});

describe('GET /help/{slug}/ (issue 33 item 1)', () => {
  it('answers each article at its stable address', async () => {
    const res = await get('/help/two-factor-sign-in/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const html = res.body;
    expect(html).toContain('<title>Two-factor sign-in · Help centre · Lifeguard</title>');
    expect(html).toContain('<h1 id="article-title">Two-factor sign-in</h1>');
    expect(html).toContain('<nav aria-label="Breadcrumb">');
    expect(html).toContain('<li><a href="/help/">Help centre</a></li>');
    // The guide's steps are a numbered list.
    expect(html).toMatch(
      /<ol>\n<li>Open Profile from the menu, then, under Security, choose Two-factor authentication\.<\/li>/,
    );
    expect(html).toContain('authenticator app');
    expect(html).toContain('10 recovery codes');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('shows a safety article with the text the educational content serves, and its source', async () => {
    const article = ARTICLES.find((a) => a.slug === 'two-factor-authentication')!;
    const html = (await get('/help/two-factor-authentication/')).body;
    for (const paragraph of article.body.split('\n\n')) {
      expect(html).toContain(`<p>${paragraph.replaceAll("'", '&#39;').replaceAll('"', '&quot;')}</p>`);
    }
    expect(html).toContain(
      'Read more at <a href="https://www.cisa.gov/mfa" rel="noreferrer">www.cisa.gov</a>.',
    );
  });

  it('answers a page for every article of the index', async () => {
    for (const path of listed((await get('/help/')).body)) {
      const res = await get(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    }
  });

  it('answers an HTML 404 page with the search box for a slug no article has', async () => {
    const res = await get('/help/no-such-article/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>We could not find that article</h1>');
    expect(res.body).toContain('<form role="search" action="/help/" method="get">');
  });

  it('refuses a NUL byte in the slug with 400', async () => {
    const res = await get('/help/two%00factor/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
  });

  it('is reached without the final slash too', async () => {
    const res = await get('/help/browser-extension');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/help/browser-extension/');
  });
});
