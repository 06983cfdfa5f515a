import { helpLinkRuns } from '../utils/help-links';

export type LinkedTextProps = { text: string };

/**
 * A line of an answer as text, with the help centre articles it cites as links that open in a
 * new tab, so the conversation stays open (issue 33 item 1).
 */
export function LinkedText({ text }: LinkedTextProps) {
  return helpLinkRuns(text, window.location.origin).map((run, index) =>
    run.kind === 'text' ? (
      run.text
    ) : (
      <a key={index} href={run.href} target="_blank" rel="noopener noreferrer">
        {run.href}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    ),
  );
}
