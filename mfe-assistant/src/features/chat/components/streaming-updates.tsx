import styled from 'styled-components';

const StyledUpdates = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type StreamingUpdatesProps = { updates: string[] };

/** The latest streaming updates of a running answer, at most 10 (spec 001 §9), oldest first. */
export function StreamingUpdates({ updates }: StreamingUpdatesProps) {
  return (
    <StyledUpdates aria-label="Progress updates">
      {updates.map((update, index) => (
        <li key={index}>{update}</li>
      ))}
    </StyledUpdates>
  );
}
