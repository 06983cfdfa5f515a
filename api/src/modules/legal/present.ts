import { escapeHtml, renderPage, type RenderedPage } from '../../plugins/html.js';

/** A paragraph, or a bulleted list of short items. */
export type LegalBlock = string | { list: string[] };

/** A section (h2) of a legal page, with optional subsections (h3). */
export type LegalSection = {
  /** Fragment id of the section, for links to it (`/privacy/#retention`). */
  id: string;
  heading: string;
  blocks: LegalBlock[];
  subsections?: { heading: string; blocks: LegalBlock[] }[];
};

/** A legal page as data: the text only, rendered (and escaped) by {@link legalPage}. */
export type LegalDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change, shown as 'Last updated'. */
  lastUpdated: string;
  intro: LegalBlock[];
  sections: LegalSection[];
};

/** Another page linked from the header and footer (the other legal page, the sign-in screen). */
export type PageLink = { href: string; label: string };

const STYLE = `header,footer{max-width:44rem;margin:0 auto;padding:1rem}
header nav,footer nav{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0}h2{font-size:1.35rem;margin:2.25rem 0 .5rem;padding-top:1rem;border-top:1px solid var(--line)}
h3{font-size:1.1rem;margin:1.5rem 0 .25rem}.updated,footer{color:var(--muted)}
nav[aria-label=Contents]{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:.5rem 1rem}
nav[aria-label=Contents] ol{list-style:none;padding:0}
.skip{position:absolute;left:-999rem}.skip:focus{left:1rem;top:1rem;background:var(--card);padding:.5rem}`;

/** Escaped text, with our contact addresses (`…@lifeguard.example`) made mailto links. */
function text(value: string): string {
  return escapeHtml(value).replace(
    /\b([a-z]+@lifeguard\.example)\b/g,
    (address) => `<a href="mailto:${address}">${address}</a>`,
  );
}

function blocks(items: LegalBlock[]): string {
  return items
    .map((block) =>
      typeof block === 'string'
        ? `<p>${text(block)}</p>`
        : `<ul>\n${block.list.map((item) => `<li>${text(item)}</li>`).join('\n')}\n</ul>`,
    )
    .join('\n');
}

function section({ id, heading, blocks: body, subsections = [] }: LegalSection): string {
  const subs = subsections.map((sub) => `<h3>${text(sub.heading)}</h3>\n${blocks(sub.blocks)}`);
  return [`<section aria-labelledby="${escapeHtml(id)}">`, `<h2 id="${escapeHtml(id)}">${text(heading)}</h2>`]
    .concat(blocks(body), subs, '</section>')
    .join('\n');
}

/** '23 November 2026' for '2026-11-23'. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const links = (items: PageLink[]) =>
  items.map(({ href, label }) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join('\n');

/**
 * A legal page (terms, privacy) as accessible HTML: a skip link, a banner with links back to
 * the app and to `links`, one h1, the 'Last updated' date, a contents list, one h2 section
 * (with h3 subsections) per part, and a footer; every text escaped.
 */
export function legalPage(document: LegalDocument, navigation: PageLink[]): RenderedPage {
  const contents = document.sections
    .map(({ id, heading }) => `<li><a href="#${escapeHtml(id)}">${text(heading)}</a></li>`)
    .join('\n');
  const nav = links(navigation);
  return renderPage({
    title: `${document.title} · Lifeguard`,
    style: STYLE,
    body: `<a class="skip" href="#content">Skip to content</a>
<header>
<nav aria-label="Lifeguard">
${nav}
</nav>
</header>
<main id="content">
<h1>${text(document.title)}</h1>
<p class="updated">Last updated: <time datetime="${escapeHtml(document.lastUpdated)}">${longDate(document.lastUpdated)}</time></p>
${blocks(document.intro)}
<nav aria-label="Contents">
<ol>
${contents}
</ol>
</nav>
${document.sections.map(section).join('\n')}
</main>
<footer>
<nav aria-label="Footer">
${nav}
</nav>
<p>© 2026 Lifeguard</p>
</footer>`,
  });
}
