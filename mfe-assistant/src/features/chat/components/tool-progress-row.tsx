import styled from 'styled-components';
import type { ToolCallStatus } from '@lifeguard/contracts/agents';
import { stack } from '@lifeguard/shared/ui/card';
import { ProgressBar } from '@lifeguard/shared/ui/progress-bar';
import { useNow } from '../hooks/use-now';
import { formatElapsed } from '../utils/format-elapsed';
import { TOOL_STATUS_LABELS, type ToolProgress } from '../utils/tool-progress';

const StyledRow = styled.li`
  ${stack('xs')}
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const tone = { pending: 'textMuted', running: 'info', completed: 'success', error: 'danger' } as const;

const StyledStatus = styled.span<{ $status: ToolCallStatus }>`
  margin-left: auto;
  color: ${({ theme, $status }) => theme.color[tone[$status]]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

export type ToolProgressRowProps = { tool: ToolProgress };

/**
 * One tool call of a run (spec 001 §3 "Tool call", §9): what it does and its name, its status,
 * its progress 0–100 as a progress bar, its stage name and details, its error, and how long it
 * has run, updated every second until it ends.
 */
export function ToolProgressRow({ tool }: ToolProgressRowProps) {
  const now = useNow(tool.endedAt === null);
  const what = tool.description || tool.name;
  const stage = [tool.stageName, tool.stageDetails].filter(Boolean).join(': ');
  return (
    <StyledRow>
      <StyledHeading>
        <strong>{what}</strong>
        {tool.description ? <StyledMuted>{tool.name}</StyledMuted> : null}
        <StyledStatus $status={tool.status}>{TOOL_STATUS_LABELS[tool.status]}</StyledStatus>
      </StyledHeading>
      <ProgressBar
        label={`${what} progress`}
        percent={tool.progress}
        colour={tool.status === 'error' ? 'danger' : 'primary'}
      />
      {stage ? <p>{stage}</p> : null}
      {tool.error ? <StyledError>{tool.error}</StyledError> : null}
      <StyledMuted>{`Elapsed: ${formatElapsed((tool.endedAt ?? Math.max(now, tool.startedAt)) - tool.startedAt)}`}</StyledMuted>
    </StyledRow>
  );
}
