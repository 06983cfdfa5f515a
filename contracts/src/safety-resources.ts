/** Categories of educational articles (spec 001 §3 "Educational content"). */
export const ARTICLE_CATEGORIES = ['scams', 'phishing', 'passwords', 'privacy', 'family'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
