import type { CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
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

/** The sentence listing the action items an answer created, or null. */
export function actionItemsSentence(created: readonly CreatedActionItem[]): string | null {
  if (!created.length) return null;
  return `${created.map((item) => `${item.message}.`).join(' ')} You will find ${created.length === 1 ? 'it' : 'them'} with your action items on the dashboard.`;
}

/** The best article for `query` (search_safety_articles), or null. */
export async function bestArticle(tools: Toolbox, query: string): Promise<FoundArticle | null> {
  const found = await tools.call<{ articles: FoundArticle[] }>('search_safety_articles', { query });
  return found?.articles[0] ?? null;
}

/** 'Read more in our guide "Title" (url).' */
export const readMore = (article: FoundArticle | null) =>
  article ? `Read more in our guide "${article.title}"${article.url ? ` (${article.url})` : ''}.` : null;
