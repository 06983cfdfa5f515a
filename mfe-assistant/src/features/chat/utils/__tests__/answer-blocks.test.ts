import { describe, expect, it } from '@jest/globals';
import { answerBlocks } from '../answer-blocks';

describe('answerBlocks (issue 12: plain text with paragraphs and bullets)', () => {
  it('splits paragraphs at blank lines and joins the lines inside one', () => {
    expect(answerBlocks('First line\ncontinues.\n\n\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it("gathers consecutive '- ' lines into one list, between paragraphs", () => {
    expect(answerBlocks('What to do now:\n- Close the page\n• Change your password\nThen relax.')).toEqual([
      { kind: 'paragraph', text: 'What to do now:' },
      { kind: 'list', items: ['Close the page', 'Change your password'] },
      { kind: 'paragraph', text: 'Then relax.' },
    ]);
  });

  it('gives nothing for an empty answer, and keeps a dash inside a sentence', () => {
    expect(answerBlocks('  \n ')).toEqual([]);
    expect(answerBlocks('Well - maybe.')).toEqual([{ kind: 'paragraph', text: 'Well - maybe.' }]);
  });
});
