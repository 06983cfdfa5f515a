import { api } from '@lifeguard/shared/api/api-slice';
import type { ListEnvelope } from '@lifeguard/shared/api/list-envelope';

export type ArticleCategory = 'scams' | 'phishing' | 'passwords' | 'privacy' | 'family';

/**
 * An educational article (spec 001 §3 "Educational content"; the fields are the contract's):
 * `body` is plain paragraphs separated by a blank line, `url` an outside source or null.
 */
export type Article = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: ArticleCategory;
  reading_minutes: number;
  url: string | null;
};

/**
 * GET /safety-resources/api/educational-content/ (spec 001 §7) → the articles, most relevant to
 * the user's onboarding answers first.
 */
export const getEducationalContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEducationalContent: build.query<Article[], void>({
      query: () => '/safety-resources/api/educational-content/',
      transformResponse: (body: ListEnvelope<Article>) => body.results,
      providesTags: ['EducationalContent'],
    }),
  }),
});

export const { useGetEducationalContentQuery } = getEducationalContentApi;
