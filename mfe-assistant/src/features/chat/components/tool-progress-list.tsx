import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import type { ToolProgress } from '../utils/tool-progress';
import { ToolProgressRow } from './tool-progress-row';

const StyledList = styled.ul`
  ${stack('xs')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type ToolProgressListProps = { tools: ToolProgress[] };

/** The tool calls of one answer, in the order they started (spec 001 §3 "Tool call"). */
export function ToolProgressList({ tools }: ToolProgressListProps) {
  return (
    <StyledList aria-label="What Lifeguard checked">
      {tools.map((tool) => (
        <ToolProgressRow key={tool.taskId} tool={tool} />
      ))}
    </StyledList>
  );
}
