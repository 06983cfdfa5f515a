import { Readable } from 'node:stream';
import { breachRecords } from '../../../src/modules/darkweb/schema.js';
import type { Rejection } from '../../../src/modules/darkweb/corpus/batches.js';
import { importCorpus } from '../../../src/modules/darkweb/corpus/import.js';
import type { ImportFormat } from '../../../src/modules/darkweb/corpus/reader.js';
import { openCorpusWriter } from '../../../src/modules/darkweb/corpus/writer.js';
import { noIdentifiers } from '../../../src/modules/darkweb/identifiers.js';
import { createLocalProvider } from '../../../src/modules/darkweb/providers/local.js';
import { createBreachSealer } from '../../../src/modules/darkweb/sealing.js';
import { openTestDatabase } from '../../helpers/database.js';

const SECRET = 'import-test-secret-that-is-long-enough-0123';
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

/** Imports `text` as the CLI does (COPY on PostgreSQL, inserts on PGlite); rejections in order. */
async function load(text: string, format: ImportFormat, source?: string) {
  const rejections: Rejection[] = [];
  const writer = await openCorpusWriter(database.handle, database.url);
  const result = await importCorpus(Readable.from([text]), writer, {
    format,
    defaults: { source, breachDate: source === 'Adobe' ? '2013-10-04' : undefined },
    secret: SECRET,
    threads: 0,
    onRejected: (r) => rejections.push(r),
  });
  return { ...result, rejections, output: writer.output };
}

const search = (email: string) =>
  createLocalProvider(database.handle.db, createBreachSealer(SECRET)).search({
    ...noIdentifiers(),
    email: [email],
  });

describe('breach corpus import (issue 5 breach:import)', () => {
  it('imports good CSV records and reports malformed ones by line without stopping', async () => {
    const csv = [
      'Email,User Name,Password,Full Name,Phone,Notes',
      'ann@example.com,ann,pw1,Ann A,+1 212 555 0101,vip',
      'bob@example.com,bob',
      '"cat@example.com",cat,"two',
      'lines",Cat C,,',
      'not-an-email,dan,pw,Dan D,,',
      '',
      ',,,,,',
      'eve@example.com,eve,"p""w",Eve E,,',
      '"fay@example.com,fay,pw,Fay F,,',
    ].join('\n');
    const result = await load(csv, 'csv', 'Adobe');

    expect(result.output).toBe(database.url ? 'copy' : 'rows');
    expect(result).toMatchObject({ imported: 3, rejected: 4 });
    expect(result.rejections).toEqual([
      { line: 3, reason: 'expected 6 fields, got 2' },
      { line: 6, reason: 'email is not an email address' },
      { line: 8, reason: 'no email, username, phone or name' },
      { line: 10, reason: 'a quoted value is never closed: the rest of the file cannot be read' },
    ]);
    const ann = await search('ann@example.com');
    expect(ann.hits).toEqual([
      expect.objectContaining({
        database_name: 'Adobe',
        email: ['ann@example.com'],
        username: ['ann'],
        password: ['pw1'],
        name: ['Ann A'],
        phone: ['+1 212 555 0101'],
        raw: expect.objectContaining({ breach_date: '2013-10-04', Notes: 'vip' }),
      }),
    ]);
    expect((await search('cat@example.com')).hits[0]?.password).toEqual(['two\nlines']);
    expect((await search('eve@example.com')).hits[0]?.password).toEqual(['p"w']);
  });

  it('imports NDJSON records, taking a per-record database_name over --source', async () => {
    const ndjson = [
      '{"email":"gus@example.com","database_name":"LinkedIn","breach_date":"2012-05-05"}',
      '{"email": "hal@example.com"',
      '[1, 2]',
      '',
      '{"username":"ida","password":{"nested":true}}',
      '{"email":"jon@example.com","social":["x"]}',
      '{"name":"Kim Kay","breach_date":"May 2012"}',
      '{"email":"lee@example.com","password":"pw","extra":{"ip":"203.0.113.1"}}',
    ].join('\n');
    const result = await load(ndjson, 'ndjson', 'Imported');
    expect(result).toMatchObject({ imported: 2 });
    expect(result.rejections).toEqual([
      { line: 2, reason: 'not valid JSON' },
      { line: 3, reason: 'not a JSON object' },
      { line: 5, reason: 'password is not text' },
      { line: 6, reason: 'social is not text' },
      { line: 7, reason: 'breach_date is not YYYY-MM-DD' },
    ]);
    expect((await search('gus@example.com')).hits[0]).toMatchObject({ database_name: 'LinkedIn' });
    expect((await search('lee@example.com')).hits[0]).toMatchObject({
      database_name: 'Imported',
      raw: expect.objectContaining({ extra: { ip: '203.0.113.1' } }),
    });
  });

  it('rejects records without a source when the file names none', async () => {
    const result = await load('{"email":"max@example.com"}\n', 'ndjson');
    expect(result.rejections).toEqual([
      { line: 1, reason: 'no source: give --source or a database_name column' },
    ]);
    const rows = await database.handle.db.select({ id: breachRecords.id }).from(breachRecords);
    expect(rows).toHaveLength(5);
  });
});
