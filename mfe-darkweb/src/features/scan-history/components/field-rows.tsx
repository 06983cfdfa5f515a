import { Fragment } from 'react';
import styled from 'styled-components';
import type { SensitiveField } from '../utils/sensitive-fields';
import { SensitiveValue } from './sensitive-value';

/** One labelled value; a `sensitive` one stays masked until revealed. */
export type FieldRow = { label: string; value: string; sensitive?: SensitiveField | null };

export type FieldRowsProps = {
  rows: FieldRow[];
  /** Whose values these are, for the reveal buttons' names (e.g. the breach source). */
  owner: string;
};

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A readable key/value list (spec 001 §2 scan details, breach entries and their raw data). */
export function FieldRows({ rows, owner }: FieldRowsProps) {
  return (
    <StyledList>
      {rows.map(({ label, value, sensitive }, index) => (
        <Fragment key={`${label}-${index}`}>
          <dt>{label}</dt>
          <dd>{sensitive ? <SensitiveValue value={value} field={sensitive} owner={owner} /> : value}</dd>
        </Fragment>
      ))}
    </StyledList>
  );
}
