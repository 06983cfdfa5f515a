import { useState } from 'react';
import { Button } from '@lifeguard/shared/ui/button';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { Panel, StyledPanelList, StyledPanelNote } from '../../../components/panel';
import { QueryContent } from '../../../components/query-content';
import { useGetEducationalContentQuery } from '../api/get-educational-content';
import { ArticleCard } from './article-card';

export const learningTexts = {
  title: 'Learn to stay safe',
  empty: 'No articles yet. Check back soon for tips on staying safe online.',
  loadFailed: 'Unable to load articles',
  showAll: (count: number) => `Show all ${count} articles`,
};

/** Articles shown before "Show all": the most relevant ones, so the panel stays short. */
export const ARTICLES_SHOWN = 4;

/**
 * Educational content (spec 001 §1, §7): short articles chosen for the user's concerns, each
 * readable in place; the {@link ARTICLES_SHOWN} most relevant first, the rest on "Show all".
 * Skeleton while loading, Try Again on failure, an empty state.
 * Self-contained: fetches its own data.
 */
export function LearningContent() {
  const query = useGetEducationalContentQuery();
  const [showAll, setShowAll] = useState(false);
  const articles = query.data ?? [];
  const shown = showAll ? articles : articles.slice(0, ARTICLES_SHOWN);
  return (
    <Panel title={learningTexts.title}>
      <QueryContent
        query={query}
        placeholder={<Skeleton variant="generic" count={2} label="Loading articles..." />}
        errorTitle={learningTexts.loadFailed}
      >
        {articles.length ? (
          <>
            <StyledPanelList aria-label="Articles">
              {shown.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </StyledPanelList>
            {shown.length < articles.length ? (
              <Button variant="secondary" onClick={() => setShowAll(true)}>
                {learningTexts.showAll(articles.length)}
              </Button>
            ) : null}
          </>
        ) : (
          <StyledPanelNote>{learningTexts.empty}</StyledPanelNote>
        )}
      </QueryContent>
    </Panel>
  );
}
