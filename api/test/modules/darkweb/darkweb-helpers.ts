import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { users } from '../../../src/modules/users/schema.js';
import { importCorpus } from '../../../src/modules/darkweb/corpus/import.js';
import { insertWriter } from '../../../src/modules/darkweb/corpus/writer.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';
import { uniqueEmail } from '../../helpers/app.js';

export const SCANS = '/dehashed/api/scans/';
export const SEARCH = '/dehashed/api/search/';
export const entriesOf = (scanId: number | string) => `/dehashed/api/entries/?scan_id=${scanId}`;

/** Puts records (NDJSON objects, `database_name` each) into the app's breach corpus. */
export async function seedCorpus(app: App, records: Record<string, string>[]) {
  const text = records.map((r) => JSON.stringify(r)).join('\n');
  return importCorpus(Readable.from([text]), insertWriter(app.db), {
    format: 'ndjson',
    defaults: {},
    secret: app.config.breach.encryptionKey,
    threads: 0,
  });
}

type Person = { firstName?: string; lastName?: string; phone?: string; superuser?: boolean };

/** A new user (name, verified phone as given) and a browser signed in as them. */
export async function signedInUser(app: App, person: Person = {}) {
  const user = await app.users.create({
    email: uniqueEmail('darkweb'),
    firstName: person.firstName,
    lastName: person.lastName,
    isSuperuser: person.superuser,
  });
  if (person.phone) {
    await app.db
      .update(users)
      .set({ phoneNumber: person.phone, phoneVerified: true })
      .where(eq(users.id, user.id));
  }
  const browser = new Browser(app);
  await signInDirectly(app, browser, user.id);
  return { user, browser };
}

/** What the stand-in answers one request: a status, a JSON body, headers. */
export type StandInReply = { status: number; body: unknown; headers?: Record<string, string> };
export type StandInRequest = { headers: IncomingHttpHeaders; body: Record<string, unknown>; at: number };

/**
 * A stand-in for the DeHashed v2 API on 127.0.0.1 (shared/reference/dehashed-v2.md): answers
 * `POST /v2/search` with whatever `reply` gives for the n-th request (from 0), 404 otherwise,
 * and records each request.
 */
export async function startDehashedStandIn(reply: (request: StandInRequest, n: number) => StandInReply) {
  const requests: StandInRequest[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v2/search') {
        res.writeHead(404).end();
        return;
      }
      const request = {
        headers: req.headers,
        body: JSON.parse(text) as Record<string, unknown>,
        at: Date.now(),
      };
      requests.push(request);
      const { status, body, headers = {} } = reply(request, requests.length - 1);
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A v2 search answer: entries (each data field an array), total, balance, took. */
export const found = (entries: Record<string, unknown>[] | null, total = entries?.length ?? 0) => ({
  status: 200,
  body: { balance: 100, entries, took: '179µs', total },
});

/** A v2 entry with the documented fields. */
export const dehashedEntry = (
  id: number,
  fields: Record<string, string[]>,
  databaseName = 'Example Database',
) => ({
  id: String(id),
  ...fields,
  database_name: databaseName,
  raw_record: { le_only: true, unstructured: true },
});
