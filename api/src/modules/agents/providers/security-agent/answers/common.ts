import type { CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
import { listed } from '../phrases.js';
import type { Toolbox } from '../toolbox.js';

/** An article as search_safety_articles answers it. */
export type FoundArticle = {
  slug: string;
  title: string;
  summary: string;
  url: string | null;
  excerpt: string;
};

/** What the assistant can do, for greetings and honest fallbacks. */
export const CAPABILITIES =
  'I can explain a threat from your Activity timeline, check whether a link or sender is safe (without opening it), tell you which of your accounts appeared in data breaches, show your protection score and what to turn on next, and point you to our safety guides.';

/**
 * The sentences listing the action items an answer created or found, or null. The tool's messages
 * read '<what happened>: <title>'; those saying the same thing are joined into one sentence.
 */
export function actionItemsSentence(created: readonly CreatedActionItem[]): string | null {
  if (!created.length) return null;
  const titlesBy = new Map<string, string[]>();
  for (const { message } of created) {
    const at = message.indexOf(': ');
    const [what, title] = at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + 2)];
    titlesBy.set(what, [...(titlesBy.get(what) ?? []), ...(title ? [title] : [])]);
  }
  const sentences = [...titlesBy].map(([what, titles]) =>
    titles.length ? `${what}: ${listed(titles)}.` : `${what}.`,
  );
  return `${sentences.join(' ')} You will find ${created.length === 1 ? 'it' : 'them'} with your action items on the dashboard.`;
}

/** The best article for `query` (search_safety_articles), or null. */
export async function bestArticle(tools: Toolbox, query: string): Promise<FoundArticle | null> {
  const found = await tools.call<{ articles: FoundArticle[] }>('search_safety_articles', { query });
  return found?.articles[0] ?? null;
}

/** 'Read more in our guide "Title" (url).' */
export const readMore = (article: FoundArticle | null) =>
  article ? `Read more in our guide "${article.title}"${article.url ? ` (${article.url})` : ''}.` : null;
