/** A piece of an answer as the panel lays it out: a paragraph or a list of bullet items. */
export type AnswerBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-•*]\s+/;

/**
 * Splits the agent's plain-text answer into blocks (issue 12): blank lines separate paragraphs,
 * and consecutive lines starting with '- ' (or '• ', '* ') form one bulleted list. Other line
 * breaks inside a paragraph are kept as spaces. Text only: nothing is read as markup.
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
    if (!line) {
      endParagraph();
    } else if (BULLET.test(line)) {
      endParagraph();
      const item = line.replace(BULLET, '');
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
