import { describe, expect, it } from '@jest/globals';
import { brand } from '../../testing/fakes';
import {
  blocksOnDayOf,
  entryOf,
  KEPT_BLOCKS,
  markReported,
  readBlockLog,
  withBlock,
  type BlockEntry,
} from '../activity';

const at = new Date('2026-12-01T10:00:00Z');
const lookalike = entryOf(
  {
    blocked: true,
    host: 'paypa1.com',
    reason: 'lookalike',
    brand: brand('paypal'),
    imitation: 'lookalike_characters',
  },
  at,
);
const listed = entryOf({ blocked: true, host: 'evil.example', reason: 'listed', listed: 'evil.example' }, at);

describe('the block log (issue 32 item 4)', () => {
  it('keeps the host, the reason, the brand of a lookalike and the time, unreported', () => {
    expect(lookalike).toEqual({
      host: 'paypa1.com',
      reason: 'lookalike',
      brandName: 'PayPal',
      at: '2026-12-01T10:00:00.000Z',
      reported: false,
    });
    expect(listed).toEqual({ host: 'evil.example', reason: 'listed', at: at.toISOString(), reported: false });
  });

  it('puts the newest first and keeps at most KEPT_BLOCKS', () => {
    let log: BlockEntry[] = [];
    for (let i = 0; i < KEPT_BLOCKS + 5; i++) log = withBlock(log, { ...listed, host: `h${i}.example` });
    expect(log).toHaveLength(KEPT_BLOCKS);
    expect(log[0]!.host).toBe(`h${KEPT_BLOCKS + 4}.example`);
  });

  it('marks one entry reported by host and time', () => {
    const later = { ...lookalike, at: '2026-12-01T11:00:00.000Z' };
    const log = markReported([later, lookalike, listed], 'paypa1.com', lookalike.at);
    expect(log.map((entry) => entry.reported)).toEqual([false, true, false]);
  });

  it("counts the blocks of the day's calendar date", () => {
    const yesterday = { ...listed, at: new Date(at.getTime() - 24 * 3600_000).toISOString() };
    expect(blocksOnDayOf([lookalike, listed, yesterday], at)).toBe(2);
    expect(blocksOnDayOf([], at)).toBe(0);
  });

  it('reads a stored log, dropping what is not an entry', () => {
    expect(readBlockLog(undefined)).toEqual([]);
    expect(readBlockLog({ host: 'x' })).toEqual([]);
    expect(
      readBlockLog([lookalike, null, { host: 'x', reason: 'other', at: '', reported: false }, listed]),
    ).toEqual([lookalike, listed]);
  });
});
