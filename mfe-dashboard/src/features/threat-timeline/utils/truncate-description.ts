/** Spec 001 §9: timeline descriptions are truncated at 40–60 characters. */
export const DESCRIPTION_MIN_CHARS = 40;
export const DESCRIPTION_MAX_CHARS = 60;

/**
 * A description for the timeline (spec 001 §9): whitespace collapsed; up to 60 characters kept
 * whole; a longer one cut at its last word boundary between characters 40 and 60 (else hard at
 * 60), trailing punctuation dropped, and an ellipsis '…' added.
 */
export function truncateDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX_CHARS) return clean;
  const space = clean.lastIndexOf(' ', DESCRIPTION_MAX_CHARS);
  const end = space >= DESCRIPTION_MIN_CHARS ? space : DESCRIPTION_MAX_CHARS;
  return `${clean.slice(0, end).replace(/[\s,;:.!?-]+$/, '')}…`;
}
