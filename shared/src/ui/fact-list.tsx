import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/** One fact: its name and its value. */
export type Fact = { term: string; value: ReactNode };

export type FactListProps = {
  /** The facts in order; a falsy entry is a fact we do not have, left out. */
  facts: readonly (Fact | false | null | undefined)[];
  /** Names the list when no heading does. */
  ariaLabel?: string;
  /** For `styled(FactList)`, e.g. a card around it. */
  className?: string;
};

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Facts as a description list: names muted in one column, values beside them. */
export function FactList({ facts, ariaLabel, className }: FactListProps) {
  return (
    <StyledFacts aria-label={ariaLabel} className={className}>
      {facts.map((fact) =>
        fact ? (
          <Fragment key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ) : null,
      )}
    </StyledFacts>
  );
}
