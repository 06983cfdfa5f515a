import { HELP_PATH, HELP_QUERY_MAX_LENGTH } from '@lifeguard/contracts/help';
import { PRIVACY_PATH, TERMS_PATH } from '@lifeguard/contracts/legal';
import { escapeHtml, renderPage, type RenderedPage } from '../../plugins/html.js';
import type { LibraryArticle } from '../safety-resources/library.js';
import { articleBodyHtml } from './article-body.js';

const STYLE = `header,footer{max-width:44rem;margin:0 auto;padding:1rem}
header nav,footer nav{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0}h2{font-size:1.35rem;margin:2rem 0 .75rem}
.lead,footer{color:var(--muted)}.lead{font-size:1.1rem}
form{margin:1.5rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
.field{display:flex;flex-wrap:wrap;gap:.5rem}
input{flex:1 1 14rem;min-height:2.75rem;padding:.5rem .75rem;font:inherit;color:var(--fg);background:var(--card);border:1px solid var(--muted);border-radius:.375rem}
button{min-height:2.75rem;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:var(--on-accent);background:var(--accent);border:0;border-radius:.375rem;cursor:pointer}
input:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.articles{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.articles li{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem}
.articles a{font-weight:600}.articles p{margin:.25rem 0 0;color:var(--muted)}
nav[aria-label=Breadcrumb] ol{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem}
nav[aria-label=Breadcrumb] li+li::before{content:"/";margin-right:.5rem;color:var(--muted)}
.skip{position:absolute;left:-999rem}.skip:focus{left:1rem;top:1rem;background:var(--card);padding:.5rem}`;

/** What the help centre's index calls its two shelves: guides to Lifeguard, then safety articles. */
const SHELVES = [
  { id: 'using-lifeguard', heading: 'Using Lifeguard', guides: true },
  { id: 'staying-safe', heading: 'Staying safe online', guides: false },
] as const;

const quoted = (query: string) => `“${escapeHtml(query)}”`;

/** The search form (issue 33 item 1): a GET to the index, so it works without script; `query` kept. */
const searchForm = (query: string) => `<form role="search" action="${HELP_PATH}" method="get">
<label for="help-search">Search the help centre</label>
<div class="field">
<input type="search" id="help-search" name="q" value="${escapeHtml(query)}" maxlength="${HELP_QUERY_MAX_LENGTH}">
<button type="submit">Search</button>
</div>
</form>`;

const articleList = (articles: readonly LibraryArticle[]) => `<ul class="articles">
${articles
  .map(
    ({ path, title, summary }) =>
      `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a><p>${escapeHtml(summary)}</p></li>`,
  )
  .join('\n')}
</ul>`;

/** A help centre page: skip link, banner, `main`, footer with the legal pages; searchable. */
function helpPage(title: string, main: string, current: 'index' | 'other' = 'other'): RenderedPage {
  const here = current === 'index' ? ' aria-current="page"' : '';
  return renderPage({
    title: `${title} · Lifeguard`,
    style: STYLE,
    forms: true,
    body: `<a class="skip" href="#content">Skip to content</a>
<header>
<nav aria-label="Lifeguard">
<a href="${HELP_PATH}"${here}>Help centre</a>
<a href="/app/">Back to Lifeguard</a>
</nav>
</header>
<main id="content">
${main}
</main>
<footer>
<nav aria-label="Footer">
<a href="${TERMS_PATH}">Terms of Service</a>
<a href="${PRIVACY_PATH}">Privacy Notice</a>
</nav>
<p>© 2026 Lifeguard</p>
</footer>`,
  });
}

const HEADING = `<h1>Help centre</h1>
<p class="lead">Guides to Lifeguard, and advice on staying safe online, in plain words.</p>`;

/** GET /help/: the search form, then every article, guides to Lifeguard first. */
export function helpIndexPage(articles: readonly LibraryArticle[]): RenderedPage {
  const shelves = SHELVES.map(
    ({ id, heading, guides }) => `<section aria-labelledby="${id}">
<h2 id="${id}">${heading}</h2>
${articleList(articles.filter((article) => (article.topic === 'guide') === guides))}
</section>`,
  );
  return helpPage('Help centre', [HEADING, searchForm(''), ...shelves].join('\n'), 'index');
}

/** The result line of a search for `query` that found `count` articles (having `some` of its words). */
export function resultsHeading(query: string, count: number, some = false): string {
  if (count === 0) return `No articles match ${quoted(query)}`;
  const match = `${count === 1 ? '1 article matches' : `${count} articles match`}${some ? ' some of' : ''}`;
  return `${match} ${quoted(query)}`;
}

/**
 * GET /help/?q=: the search form holding `query`, then the articles found, best first (`some`:
 * having only some of its words), or a plain "No articles match" with a way on.
 */
export function helpSearchPage(query: string, found: readonly LibraryArticle[], some = false): RenderedPage {
  const results = found.length
    ? articleList(found)
    : '<p>Try other or fewer words, such as “password” or “scam”.</p>';
  const main = `${HEADING}
${searchForm(query)}
<section aria-labelledby="results">
<h2 id="results">${resultsHeading(query, found.length, some)}</h2>
${results}
<p><a href="${HELP_PATH}">Browse all articles</a></p>
</section>`;
  return helpPage(`Search: ${query} · Help centre`, main);
}

/** GET /help/{slug}/: one article, with where it sits, the search form and its outside source. */
export function helpArticlePage(article: LibraryArticle): RenderedPage {
  const source = article.sourceUrl
    ? `<p>Read more at <a href="${escapeHtml(article.sourceUrl)}" rel="noreferrer">${escapeHtml(new URL(article.sourceUrl).hostname)}</a>.</p>`
    : '';
  const main = `<nav aria-label="Breadcrumb">
<ol>
<li><a href="${HELP_PATH}">Help centre</a></li>
<li><a href="${escapeHtml(article.path)}" aria-current="page">${escapeHtml(article.title)}</a></li>
</ol>
</nav>
<article aria-labelledby="article-title">
<h1 id="article-title">${escapeHtml(article.title)}</h1>
<p class="lead">${escapeHtml(article.summary)}</p>
${articleBodyHtml(article.body)}
${source}
</article>
${searchForm('')}`;
  return helpPage(`${article.title} · Help centre`, main);
}

/** The 404 page of an address no article has: the search form and the way to every article. */
export function helpNotFoundPage(): RenderedPage {
  const main = `<h1>We could not find that article</h1>
<p class="lead">No help article has this address. Search for what you need, or <a href="${HELP_PATH}">browse all articles</a>.</p>
${searchForm('')}`;
  return helpPage('Article not found · Help centre', main);
}
