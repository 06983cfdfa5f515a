import { useId, useState } from 'react';
import styled from 'styled-components';
import { helpArticlePath } from '@lifeguard/contracts/help';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { panelRow, StyledRowMeta } from '../../../components/panel';
import type { Article, ArticleCategory } from '../api/get-educational-content';
import { paragraphsOf } from '../utils/paragraphs';

const CATEGORY_LABELS: Record<ArticleCategory, string> = {
  scams: 'Scams',
  phishing: 'Phishing',
  passwords: 'Passwords',
  privacy: 'Privacy',
  family: 'Family',
};

const StyledCard = styled.li`
  ${stack('sm')}
  ${panelRow}
`;

const StyledBody = styled.div`
  ${stack('sm')}
  max-width: 65ch;
`;

export type ArticleCardProps = { article: Article };

/**
 * One article as an expandable card: category, reading time, title and summary; 'Read article'
 * shows its body paragraphs in place (a disclosure: the button says whether it is open), a link to
 * its page in the help centre (`/help/<slug>/`, issue 33 item 1: the same article) and, when it
 * has one, a link to its source in a new tab.
 */
export function ArticleCard({ article }: ArticleCardProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <StyledCard>
      <StyledRowMeta>
        <span>{CATEGORY_LABELS[article.category] ?? article.category}</span>
        <span>{`${article.reading_minutes} min read`}</span>
      </StyledRowMeta>
      <h3>{article.title}</h3>
      <p>{article.summary}</p>
      <div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={`${open ? 'Hide' : 'Read'} article: ${article.title}`}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide article' : 'Read article'}
        </Button>
      </div>
      {open ? (
        <StyledBody id={bodyId}>
          {paragraphsOf(article.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <a href={helpArticlePath(article.slug)}>Open in the help centre</a>
          {article.url ? (
            <a href={article.url} target="_blank" rel="noopener noreferrer">
              Read more at the source<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </StyledBody>
      ) : null}
    </StyledCard>
  );
}
