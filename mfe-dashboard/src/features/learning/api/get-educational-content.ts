import type { ArticleCategory } from '@lifeguard/contracts/safety-resources';
import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { Article } from '@lifeguard/contracts/schemas/safety-resources';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * An educational article (spec 001 §3 "Educational content") and its category: `body` is plain
 * paragraphs separated by a blank line, `url` an outside source or null.
 */
export type { Article, ArticleCategory };

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
