/**
 * The stack's DNS (dns.mjs; issue 35 item 3): a service's name answers the addresses of its
 * replicas that run, as Docker's DNS does for the gateway's nginx.
 */
import { Resolver } from 'node:dns/promises';
import { Buffer } from 'node:buffer';
import dnsPacket from 'dns-packet';
import { answerQuery, serveDns } from '../dns.mjs';

const replicas: Record<string, string[]> = { api: ['127.0.0.1', '127.0.0.3'], worker: [] };
const lookup = (name: string) => replicas[name] ?? [];

/** A query for `name`, as nginx sends it. */
const query = (name: string, type: 'A' | 'AAAA' = 'A') =>
  dnsPacket.encode({
    type: 'query',
    id: 4242,
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type, class: 'IN', name }],
  });

describe('answerQuery', () => {
  it("answers a service's name with each replica's address, under the query's id", () => {
    const answer = dnsPacket.decode(answerQuery(query('API'), lookup)!);
    expect(answer).toMatchObject({
      type: 'response',
      id: 4242,
      rcode: 'NOERROR',
      flag_aa: true,
      flag_rd: true,
    });
    expect(answer.questions).toEqual([{ type: 'A', class: 'IN', name: 'API' }]);
    expect(answer.answers?.map((a) => a.type === 'A' && a.data)).toEqual(['127.0.0.1', '127.0.0.3']);
  });

  it('answers NXDOMAIN for an unknown name, a service with no replica running, or no A question', () => {
    for (const bytes of [query('nope'), query('worker'), query('api', 'AAAA')]) {
      const answer = dnsPacket.decode(answerQuery(bytes, lookup)!);
      expect(answer).toMatchObject({ rcode: 'NXDOMAIN', answers: [] });
    }
  });

  it('ignores what is not a query', () => {
    expect(answerQuery(Buffer.from('not dns'), lookup)).toBeUndefined();
    expect(answerQuery(answerQuery(query('api'), lookup)!, lookup)).toBeUndefined();
  });
});

describe('serveDns', () => {
  it('answers a resolver on its UDP port, following the replicas as they change', async () => {
    const dns = await serveDns('127.0.0.1:0', lookup);
    try {
      const resolver = new Resolver({ timeout: 2_000, tries: 1 });
      resolver.setServers([`127.0.0.1:${dns.port}`]);
      expect((await resolver.resolve4('api')).sort()).toEqual(['127.0.0.1', '127.0.0.3']);
      replicas.worker = ['127.0.0.1'];
      expect(await resolver.resolve4('worker')).toEqual(['127.0.0.1']);
      await expect(resolver.resolve4('nope')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    } finally {
      await dns.close();
    }
  });
});
