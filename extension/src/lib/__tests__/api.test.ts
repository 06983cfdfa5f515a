import { createHash } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';
import { brand, json } from '../../testing/fakes';
import {
  BLOCKLIST_PATH,
  blockExternalId,
  createLifeguardApi,
  EVENTS_PATH,
  HEARTBEAT_PATH,
  INGEST_PATH,
  ingestBodyOf,
  type BlockReport,
} from '../api';
import { ApiError } from '../errors';
import type { AuthorizedFetch } from '../tokens';

const listed: BlockReport = {
  blocked: true,
  host: 'login.evil.example',
  reason: 'listed',
  listed: 'evil.example',
  detectedAt: new Date('2026-12-01T10:00:00Z'),
};
const lookalike: BlockReport = {
  blocked: true,
  host: 'paypa1.com',
  reason: 'lookalike',
  brand: brand('paypal'),
  imitation: 'lookalike_characters',
  detectedAt: new Date('2026-12-01T23:59:00Z'),
};

function setup(answer: Response) {
  const authorizedFetch = jest.fn<AuthorizedFetch>(async () => answer);
  return { api: createLifeguardApi(authorizedFetch), authorizedFetch };
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string);

describe('blockExternalId', () => {
  it('is the SHA-256 of host, reason and UTC day', async () => {
    const expected = createHash('sha256').update('login.evil.example\nlisted\n2026-12-01').digest('hex');
    expect(await blockExternalId(listed)).toBe(`chrome_extension:block:${expected.slice(0, 40)}`);
  });

  it('is the same all day and changes with the day, the host or the reason', async () => {
    const id = await blockExternalId(listed);
    expect(await blockExternalId({ ...listed, detectedAt: new Date('2026-12-01T23:59:59Z') })).toBe(id);
    expect(await blockExternalId({ ...listed, detectedAt: new Date('2026-12-02T00:00:00Z') })).not.toBe(id);
    expect(await blockExternalId({ ...listed, host: 'evil.example' })).not.toBe(id);
    expect(
      await blockExternalId({ ...lookalike, host: listed.host, detectedAt: listed.detectedAt }),
    ).not.toBe(id);
  });
});

describe('ingestBodyOf', () => {
  it('reports a lookalike with its brand and only the host', async () => {
    expect(await ingestBodyOf(lookalike)).toEqual({
      external_id: expect.stringMatching(/^chrome_extension:block:[0-9a-f]{40}$/),
      threat_type: 'phishing',
      severity: 'high',
      source_system: 'chrome_extension',
      detected_at: '2026-12-01T23:59:00.000Z',
      threat_category: 'lookalike_domain',
      threat_identifier: 'paypa1.com',
      threat_data: { url: 'https://paypa1.com/' },
      analysis: {
        is_threat: true,
        risk_level: 'high',
        findings: [{ scam_type: 'lookalike_domain', description: 'paypa1.com imitates PayPal' }],
      },
    });
  });

  it('reports a listed host as a malicious website', async () => {
    const body = await ingestBodyOf(listed);
    expect(body).toMatchObject({
      threat_type: 'url',
      threat_category: 'malicious_website',
      threat_identifier: 'login.evil.example',
      threat_data: { url: 'https://login.evil.example/' },
    });
    expect(JSON.stringify(body)).not.toContain('/path');
  });
});

describe('createLifeguardApi', () => {
  it('sends the heartbeat and answers the account', async () => {
    const answer = { status: 'success', account: { email: 'ada@example.com' } };
    const { api, authorizedFetch } = setup(json(200, answer));
    expect(await api.sendHeartbeat({ version: '0.1.0', browser: 'Chromium 131' })).toEqual(answer);
    const [path, init] = authorizedFetch.mock.calls[0]!;
    expect(path).toBe(HEARTBEAT_PATH);
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ version: '0.1.0', browser: 'Chromium 131' });
  });

  it('rejects a heartbeat the server refuses', async () => {
    const { api } = setup(json(400, { errors: [] }));
    await expect(api.sendHeartbeat({})).rejects.toEqual(new ApiError(400, HEARTBEAT_PATH));
  });

  it('sends analytics events and rejects a refusal', async () => {
    const events = [{ event: 'extension connected', properties: { source: 'frontend' } }];
    const accepted = setup(json(202, { status: 'success', count: 1 }));
    await accepted.api.sendEvents(events);
    const [path, init] = accepted.authorizedFetch.mock.calls[0]!;
    expect(path).toBe(EVENTS_PATH);
    expect(bodyOf(init)).toEqual({ events });
    const refused = setup(json(429, { errors: [] }));
    await expect(refused.api.sendEvents(events)).rejects.toEqual(new ApiError(429, EVENTS_PATH));
  });

  it('ingests a block and says whether it was new', async () => {
    const created = setup(json(201, {}));
    expect(await created.api.reportBlock(lookalike)).toEqual({ created: true });
    const [path, init] = created.authorizedFetch.mock.calls[0]!;
    expect(path).toBe(INGEST_PATH);
    expect(bodyOf(init)).toEqual(await ingestBodyOf(lookalike));
    expect(await setup(json(200, {})).api.reportBlock(lookalike)).toEqual({ created: false });
    await expect(setup(json(429, {})).api.reportBlock(lookalike)).rejects.toEqual(
      new ApiError(429, INGEST_PATH),
    );
  });

  it('downloads the blocklist with its ETag', async () => {
    const list = { version: '2026-12-01.1', hosts: ['evil.example'], brands: [brand('paypal')] };
    const { api, authorizedFetch } = setup(json(200, list, { ETag: '"2026-12-01.1"' }));
    expect(await api.fetchBlocklist()).toEqual({
      status: 'updated',
      blocklist: list,
      etag: '"2026-12-01.1"',
    });
    const [path, init] = authorizedFetch.mock.calls[0]!;
    expect(path).toBe(BLOCKLIST_PATH);
    expect(new Headers(init?.headers).has('If-None-Match')).toBe(false);
  });

  it('sends If-None-Match and answers not_modified on 304', async () => {
    const { api, authorizedFetch } = setup(new Response(null, { status: 304 }));
    expect(await api.fetchBlocklist('"v1"')).toEqual({ status: 'not_modified' });
    expect(new Headers(authorizedFetch.mock.calls[0]![1]?.headers).get('If-None-Match')).toBe('"v1"');
  });

  it('falls back to the quoted version without an ETag, and refuses a malformed list', async () => {
    const answer = await setup(json(200, { version: 7, hosts: [], brands: [] })).api.fetchBlocklist();
    expect(answer).toEqual({
      status: 'updated',
      blocklist: { version: '7', hosts: [], brands: [] },
      etag: '"7"',
    });
    await expect(
      setup(json(200, { version: '1', hosts: 'evil.example', brands: [] })).api.fetchBlocklist(),
    ).rejects.toThrow(TypeError);
    await expect(setup(json(503, {})).api.fetchBlocklist()).rejects.toEqual(
      new ApiError(503, BLOCKLIST_PATH),
    );
  });
});
