/** The paragraphs of an article body (contract: plain paragraphs separated by a blank line), empty ones dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
