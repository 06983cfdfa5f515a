import { describe, expect, it } from '@jest/globals';
import { parseRawData, readableFields } from '../parse-raw-data';

const ann = { email: 'ann@example.com', dob: '1985-03-12' };
const bob = { email: 'bob@example.com', username: 'bobby' };

describe('parseRawData (spec 001 §3 breach entry raw data)', () => {
  it('takes an object as one record', () => {
    expect(parseRawData({ raw_data: ann })).toEqual([ann]);
  });

  it('takes an array as its records', () => {
    expect(parseRawData({ raw_data: [ann, bob] })).toEqual([ann, bob]);
  });

  it('parses a JSON string holding an object or an array', () => {
    expect(parseRawData({ raw_data: JSON.stringify(ann) })).toEqual([ann]);
    expect(parseRawData({ raw_data: JSON.stringify([ann, bob]) })).toEqual([ann, bob]);
  });

  it('parses newline-delimited JSON, one record a line, blank lines skipped', () => {
    const ndjson = `${JSON.stringify(ann)}\r\n\n  ${JSON.stringify(bob)}  \n`;
    expect(parseRawData({ raw_data: ndjson })).toEqual([ann, bob]);
  });

  it('keeps a line that is not JSON as text instead of hiding it', () => {
    expect(parseRawData({ raw_data: `${JSON.stringify(ann)}\nnot json {` })).toEqual([
      ann,
      { text: 'not json {' },
    ]);
  });

  it.each(['raw_data', 'rawData', 'data', 'results'] as const)('finds the raw data under %p', (key) => {
    expect(parseRawData({ [key]: [ann] })).toEqual([ann]);
  });

  it('tries the keys in order and skips the empty ones', () => {
    expect(parseRawData({ raw_data: {}, rawData: '', data: [], results: JSON.stringify(bob) })).toEqual([
      bob,
    ]);
    expect(parseRawData({ raw_data: ann, results: [bob] })).toEqual([ann]);
  });

  it('gives no records when there is nothing', () => {
    expect(parseRawData({})).toEqual([]);
    expect(parseRawData({ raw_data: null })).toEqual([]);
    expect(parseRawData({ raw_data: '   ' })).toEqual([]);
  });

  it('wraps values that are not objects', () => {
    expect(parseRawData({ raw_data: [ann, 'just text', 7] })).toEqual([
      ann,
      { text: 'just text' },
      { value: 7 },
    ]);
  });
});

describe('readableFields', () => {
  it('flattens nested objects, joins lists and leaves out empty values', () => {
    expect(
      readableFields({
        email: 'ann@example.com',
        address: { city: 'Springfield', zip: '62701' },
        usernames: ['ann', 'annie'],
        phones: [],
        notes: null,
        extra: '',
        verified: false,
        sources: [{ name: 'LinkedIn' }],
      }),
    ).toEqual([
      ['email', 'ann@example.com'],
      ['address.city', 'Springfield'],
      ['address.zip', '62701'],
      ['usernames', 'ann, annie'],
      ['verified', 'false'],
      ['sources', '{"name":"LinkedIn"}'],
    ]);
  });
});
