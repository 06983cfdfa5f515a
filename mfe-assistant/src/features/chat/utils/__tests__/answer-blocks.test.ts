import { describe, expect, it } from '@jest/globals';
import { answerBlocks } from '../answer-blocks';

describe('answerBlocks (issue 12: plain text with paragraphs, bullets and numbered steps)', () => {
  it('splits paragraphs at blank lines and joins the lines inside one', () => {
    expect(answerBlocks('First line\ncontinues.\n\n\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it("gathers consecutive '- ' lines into one list, between paragraphs", () => {
    expect(answerBlocks('What to do now:\n- Close the page\n• Change your password\nThen relax.')).toEqual([
      { kind: 'paragraph', text: 'What to do now:' },
      { kind: 'list', ordered: false, items: ['Close the page', 'Change your password'] },
      { kind: 'paragraph', text: 'Then relax.' },
    ]);
  });

  it("gathers consecutive '1. ' lines into one numbered list, apart from a bulleted one", () => {
    expect(
      answerBlocks('Start here:\n1. Change passwords\n2) Turn on two-step verification\n- Or ask me'),
    ).toEqual([
      { kind: 'paragraph', text: 'Start here:' },
      { kind: 'list', ordered: true, items: ['Change passwords', 'Turn on two-step verification'] },
      { kind: 'list', ordered: false, items: ['Or ask me'] },
    ]);
  });

  it('gives nothing for an empty answer, and keeps a dash inside a sentence', () => {
    expect(answerBlocks('  \n ')).toEqual([]);
    expect(answerBlocks('Well - maybe.')).toEqual([{ kind: 'paragraph', text: 'Well - maybe.' }]);
  });
});
