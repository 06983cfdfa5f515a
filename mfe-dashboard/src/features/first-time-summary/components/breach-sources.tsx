import { useState } from 'react';
import { useTheme } from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { ChipList } from '@lifeguard/shared/ui/chip-list';
import { useMediaQuery } from '@lifeguard/shared/layout/use-media-query';
import { visibleSources } from '../utils/exposed-items';

export type BreachSourcesProps = { databases: string[] };

/** The breach sources (spec 001 §9): 6 shown, 3 below 640 px, until 'Show more'. */
export function BreachSources({ databases }: BreachSourcesProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(`(width < ${theme.breakpoints.sm})`);
  const [showAll, setShowAll] = useState(false);
  const { shown, more } = visibleSources(databases, narrow, showAll);
  return (
    <div>
      <h3>Where it was found</h3>
      <ChipList label="Breach sources" items={shown} tone="warning" />
      {more > 0 ? (
        <Button variant="ghost" onClick={() => setShowAll(true)}>
          Show more ({more})
        </Button>
      ) : null}
    </div>
  );
}
