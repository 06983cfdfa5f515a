import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ConsolidatedData } from '@lifeguard/shared/darkweb/scans-api';
import { Button } from '@lifeguard/shared/ui/button';
import { collapsedItems, expandedGroups, type Shown } from '../utils/exposed-items';

export type ExposedDataProps = { data: ConsolidatedData };

const StyledItems = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMore = styled.li`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledGroups = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

function Items({ shown, more, label }: Shown & { label: string }) {
  return (
    <StyledItems aria-label={label}>
      {shown.map((item, index) => (
        <li key={`${item}-${index}`}>{item}</li>
      ))}
      {more > 0 ? <StyledMore>+{more} more</StyledMore> : null}
    </StyledItems>
  );
}

/**
 * What was exposed, masked (spec 001 §9): collapsed, up to 3 items then '+N more'; 'Show details'
 * expands to each kind of data (2 names, emails, phones, dates of birth, plates, 1 address).
 */
export function ExposedData({ data }: ExposedDataProps) {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  const collapsed = collapsedItems(data);
  if (collapsed.shown.length === 0) return null;
  return (
    <div>
      <h3>What was exposed</h3>
      <div id={regionId}>
        {expanded ? (
          <StyledGroups>
            {expandedGroups(data).map((group) => (
              <div key={group.label}>
                <dt>{group.label}</dt>
                <dd>
                  <Items {...group} />
                </dd>
              </div>
            ))}
          </StyledGroups>
        ) : (
          <Items {...collapsed} label="Exposed information" />
        )}
      </div>
      <Button
        variant="ghost"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show less' : 'Show details'}
      </Button>
    </div>
  );
}
