import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import { StatusBadge } from '../../../components/status-badge';
import { useCheckRemoteQuery } from '../api/check-remote';
import type { RemoteRegistryEntry } from '../api/get-remote-registry';
import { StyledMuted } from './table-card';

export type BrowserLoadCellsProps = { loaded: RemoteRegistryEntry | undefined };

const StyledProblem = styled(StyledMuted)`
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * Three cells of a remote's row (issues 18, 34): the version this browser loads and its manifest
 * URL (marked when this browser's development server serves it); whether this browser reaches
 * that manifest ('Reachable', or 'Unreachable' with the HTTP status or error; 'Checking...'
 * while measured); and how long it took.
 */
export function BrowserLoadCells({ loaded }: BrowserLoadCellsProps) {
  const { data: check, isFetching } = useCheckRemoteQuery(loaded?.entry ?? skipToken);
  if (!loaded) {
    return (
      <>
        <td>Not loaded</td>
        <td>—</td>
        <td>—</td>
      </>
    );
  }
  const measured = isFetching ? undefined : check;
  return (
    <>
      <td>
        {loaded.version}
        {loaded.dev ? (
          <>
            {' '}
            <StatusBadge tone="info">Development server</StatusBadge>
          </>
        ) : null}
        <StyledMuted>
          <code>{loaded.entry}</code>
        </StyledMuted>
      </td>
      <td>
        {!measured ? (
          <StatusBadge tone="neutral">Checking...</StatusBadge>
        ) : measured.reachable ? (
          <StatusBadge tone="success">Reachable</StatusBadge>
        ) : (
          <>
            <StatusBadge tone="danger">Unreachable</StatusBadge>
            <StyledProblem>{measured.problem}</StyledProblem>
          </>
        )}
      </td>
      <td>{measured ? `${measured.ms.toLocaleString()} ms` : '—'}</td>
    </>
  );
}
