/**
 * A piece of an answer as the panel lays it out: a paragraph, or a list of items, bulleted or
 * numbered (`ordered`).
 */
export type AnswerBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-•*]\s+/;
const NUMBERED = /^\s*\d{1,2}[.)]\s+/;

/**
 * Splits the agent's plain-text answer into blocks (issue 12): blank lines separate paragraphs;
 * consecutive lines starting with '- ' (or '• ', '* ') form one bulleted list, and consecutive
 * lines starting with '1. ' (or '1) ') one numbered list. Other line breaks inside a paragraph
 * are kept as spaces. Text only: nothing is read as markup.
 */
export function answerBlocks(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const marker = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (!line) {
      endParagraph();
    } else if (marker) {
      endParagraph();
      const ordered = marker === NUMBERED;
      const item = line.replace(marker, '');
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
