import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { useMediaQuery } from '@lifeguard/shared/layout/use-media-query';
import { visibleSources } from '../utils/exposed-items';

export type BreachSourcesProps = { databases: string[] };

const StyledSources = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.warningBg};
    color: ${({ theme }) => theme.color.warning};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The breach sources (spec 001 §9): 6 shown, 3 below 640 px, until 'Show more'. */
export function BreachSources({ databases }: BreachSourcesProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(`(width < ${theme.breakpoints.sm})`);
  const [showAll, setShowAll] = useState(false);
  const { shown, more } = visibleSources(databases, narrow, showAll);
  return (
    <div>
      <h3>Where it was found</h3>
      <StyledSources aria-label="Breach sources">
        {shown.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </StyledSources>
      {more > 0 ? (
        <Button variant="ghost" onClick={() => setShowAll(true)}>
          Show more ({more})
        </Button>
      ) : null}
    </div>
  );
}
