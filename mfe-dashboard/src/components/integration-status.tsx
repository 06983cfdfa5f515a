import type { ReactNode } from 'react';
import styled from 'styled-components';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { pillShape } from './pill';
import type { QueryStatus } from './query-content';

/** What an integration screen shows of its integration (spec 001 §4 "Integration status"). */
export type IntegrationStatusView = {
  /** The tile label: 'Active', 'Inactive', 'Warning', 'Error' or 'Unknown'. */
  label: string;
  /** Configured and active: nothing is left to set up. */
  complete: boolean;
};

/** What an integration screen is given to show its status: the list query and the status in it. */
export type IntegrationStatusSource = {
  integrationsQuery: IntegrationStatusProps['query'];
  /** Inactive when the user has no integration of that type yet. */
  status: IntegrationStatusView;
};

export type IntegrationStatusProps = {
  /** The integrations list query the status comes from. */
  query: QueryStatus & { error?: unknown };
  status: IntegrationStatusView;
  /** What to say or offer beside the status, e.g. how it turns active. */
  children?: ReactNode;
};

type Tone = {
  text: 'success' | 'warning' | 'danger' | 'textMuted';
  background: 'successBg' | 'warningBg' | 'dangerBg' | 'surfaceMuted';
};

/** Colours by label; Inactive and Unknown are muted. */
const TONES: Record<string, Tone> = {
  Active: { text: 'success', background: 'successBg' },
  Warning: { text: 'warning', background: 'warningBg' },
  Error: { text: 'danger', background: 'dangerBg' },
};
const MUTED: Tone = { text: 'textMuted', background: 'surfaceMuted' };

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

const StyledPill = styled.span<{ $tone: Tone }>`
  ${pillShape}
  color: ${({ theme, $tone }) => theme.color[$tone.text]};
  background: ${({ theme, $tone }) => theme.color[$tone.background]};
`;

/**
 * An integration's live status on its screen: a skeleton while the list loads, the catalogue's
 * 'Failed to load integrations' with the error text and Try Again when it failed (spec 001 §8),
 * else the label of spec 001 §4 in its tone, announced politely when it changes.
 */
export function IntegrationStatus({ query, status, children }: IntegrationStatusProps) {
  if (query.isLoading) return <Skeleton variant="integration-status" label="Loading status..." />;
  if (query.isError && query.data === undefined) {
    return (
      <LoadError
        title="Failed to load integrations"
        message={normalizeError(query.error).message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const tone = TONES[status.label] ?? MUTED;
  return (
    <StyledStatus>
      <p aria-live="polite">
        Status: <StyledPill $tone={tone}>{status.label}</StyledPill>
      </p>
      {children}
    </StyledStatus>
  );
}
