import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'tldts';
import { BRANDS, ownedBy } from '../../../src/modules/scam-signs/brands.js';
import { buildBlocklist, matchesEtag } from '../../../src/modules/web-protection/blocklist.js';
import { FEED_FILE, FeedError, readFeed } from '../../../src/modules/web-protection/feed.js';

describe('the bundled host feed (api/data/malicious-hosts, issue 32 item 3)', () => {
  const hosts = readFeed();

  it('is modest, sorted, deduplicated lowercase host names', () => {
    expect(hosts.length).toBeGreaterThan(1000);
    expect(hosts.length).toBeLessThanOrEqual(20_000);
    expect(statSync(FEED_FILE).size).toBeLessThanOrEqual(500 * 1024);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect([...hosts].sort()).toEqual(hosts);
  });

  it('holds no IP address, no public suffix and no site a scam-signs brand owns', () => {
    for (const host of hosts) {
      const { isIp, domain, domainWithoutSuffix } = parse(host, { allowPrivateDomains: true });
      expect({ host, isIp }).toEqual({ host, isIp: false });
      expect({ host, domain: typeof domain }).toEqual({ host, domain: 'string' });
      const owner = BRANDS.find((brand) => ownedBy(brand, domain!, domainWithoutSuffix!));
      expect({ host, owner }).toEqual({ host, owner: undefined });
    }
  });
});

describe('readFeed', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lifeguard-feed-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const feedOf = (text: string) => {
    const file = join(dir, `feed-${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(file, text);
    return pathToFileURL(file);
  };

  it('reads one host a line, skipping blank lines', () => {
    expect(readFeed(feedOf('a.example\n\n  b.example.co.uk  \n'))).toEqual(['a.example', 'b.example.co.uk']);
  });

  it.each(['192.0.2.1', 'Evil.example', 'http://evil.example/', 'evil', '-evil.example', 'evil .example'])(
    'refuses a line that is not a lowercase host name: %s',
    (line) => {
      expect(() => readFeed(feedOf(`ok.example\n${line}\n`))).toThrow(FeedError);
      expect(() => readFeed(feedOf(`ok.example\n${line}\n`))).toThrow(/:2: not a lowercase host name/);
    },
  );
});

describe('buildBlocklist', () => {
  it('sorts and deduplicates the hosts, and hashes what it answers into the version', () => {
    const { blocklist, etag } = buildBlocklist(['b.example', 'a.example', 'b.example']);
    expect(blocklist.hosts).toEqual(['a.example', 'b.example']);
    expect(blocklist.brands).toHaveLength(BRANDS.length);
    expect(etag).toBe(`"${blocklist.version}"`);
    expect(buildBlocklist(['a.example', 'b.example']).blocklist.version).toBe(blocklist.version);
    expect(buildBlocklist(['a.example']).blocklist.version).not.toBe(blocklist.version);
    const fewerBrands = buildBlocklist(['a.example', 'b.example'], BRANDS.slice(1));
    expect(fewerBrands.blocklist.version).not.toBe(blocklist.version);
  });
});

describe('matchesEtag (RFC 9110 If-None-Match)', () => {
  const etag = '"0123456789abcdef"';
  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"ffff", ${etag}`, true],
    ['*', true],
    ['"ffff"', false],
    ['0123456789abcdef', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, matches) => {
    expect(matchesEtag(header, etag)).toBe(matches);
  });
});
