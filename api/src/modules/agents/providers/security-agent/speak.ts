import type { AgentRun } from '../../agent.js';

/** A paragraph longer than this is streamed sentence by sentence. */
const LONG_PARAGRAPH = 240;

/** The pieces of a paragraph: itself, or its sentences when long ("Dr." splits; that is fine). */
function piecesOf(paragraph: string): string[] {
  if (paragraph.length <= LONG_PARAGRAPH) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [];
  return sentences.join('') === paragraph ? sentences : [paragraph];
}

/**
 * Streams an answer of paragraphs through `run.say` in several pieces (paragraphs, and the
 * sentences of long ones); the pieces concatenate to the paragraphs joined by blank lines.
 * Empty paragraphs are dropped.
 */
export async function speak(run: AgentRun, paragraphs: readonly string[]): Promise<void> {
  const kept = paragraphs.map((p) => p.trim()).filter(Boolean);
  for (const [i, paragraph] of kept.entries()) {
    const pieces = piecesOf(paragraph);
    if (i < kept.length - 1) pieces[pieces.length - 1] = `${pieces.at(-1)!.trimEnd()}\n\n`;
    for (const piece of pieces) {
      run.signal.throwIfAborted();
      await run.say(piece);
    }
  }
}

/** Lines as a plain list, one '- ' item a line. */
export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** Steps as a numbered list. */
export const steps = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
