import { supportDiagnosticLines } from '@lifeguard/contracts/support';
import styled from 'styled-components';
import type { SupportRequest } from '../api/get-support-requests';

/** Characters of a message the table shows before "Full message". */
export const EXCERPT_CHARS = 120;

const StyledMessage = styled.div`
  max-width: 28rem;
  overflow-wrap: anywhere;
  details {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    white-space: pre-wrap;
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** `text` cut at {@link EXCERPT_CHARS} characters, on one line, with an ellipsis when cut. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= EXCERPT_CHARS ? line : `${line.slice(0, EXCERPT_CHARS).trimEnd()}…`;
}

/**
 * A request's message on the Support requests page (issue 33 item 2): an excerpt, and under
 * "Full message" the whole text with the diagnostic details the user sent, when there is more.
 */
export function RequestMessage({ request }: { request: SupportRequest }) {
  const short = excerpt(request.message);
  const details = supportDiagnosticLines(request.diagnostics);
  const more = short !== request.message || details.length > 0;
  return (
    <StyledMessage>
      {short}
      {more ? (
        <details>
          <summary>Full message</summary>
          <p>{request.message}</p>
          {details.length ? (
            <ul aria-label="Diagnostic details">
              {details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </details>
      ) : null}
    </StyledMessage>
  );
}
