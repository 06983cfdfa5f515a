import { describe, expect, it } from '@jest/globals';
import { checkDevEntry, checkManifestUrl, checkPercent, checkVersion } from '../utils/registry-checks';
import { actorLabel, canaryRuleSentence, statsLabels } from '../utils/registry-words';

/** A version's last hour: `loads` loads, `failures` failed, p75 `p75` ms. */
const stats = (loads: number, failures = 0, p75: number | null = null) => ({
  loads,
  failures,
  retried: 0,
  failure_rate: loads ? (failures * 100) / loads : 0,
  p75_ms: p75,
});

describe('The Remotes page’s rules (issue 34)', () => {
  it('takes a canary share only as a whole number from 1 to 100', () => {
    expect(['1', '25', '100', ' 7 '].map(checkPercent)).toEqual([null, null, null, null]);
    expect(new Set(['', '0', '101', '2.5', '-3', 'ten', '1e2'].map(checkPercent))).toEqual(
      new Set(['Enter a whole number from 1 to 100.']),
    );
  });

  it('takes the versions and manifest URLs the contract takes', () => {
    expect(['1.4.0', '0.2.1-rc.1', '2+build.7'].map(checkVersion)).toEqual([null, null, null]);
    expect(checkVersion('')).toBe('Enter a version, e.g. 1.4.0.');
    expect(checkVersion('v1.4.0')).toMatch(/^Start with a digit/);
    expect(checkVersion(`1${'0'.repeat(64)}`)).toMatch(/^Start with a digit/);
    expect(
      ['https://cdn.example.com/t/mf-manifest.json', '/remotes/teams/1.4.0/mf-manifest.json'].map(
        checkManifestUrl,
      ),
    ).toEqual([null, null]);
    expect(checkManifestUrl('cdn.example.com/mf-manifest.json')).toBe(
      'Enter an address starting with https://, http:// or /.',
    );
    // A development server is another machine: a path on this site is no such thing.
    expect(checkDevEntry('http://127.0.0.1:3104/mf-manifest.json')).toBeNull();
    expect(checkDevEntry('/remotes/teams/mf-manifest.json')).toBe(
      'Enter an address starting with http:// or https://.',
    );
  });

  it("says a version's last hour in words, '—' for what cannot be known without loads", () => {
    expect(statsLabels(stats(0))).toEqual({ loads: '0', failureRate: '—', p75: '—' });
    expect(statsLabels(stats(3, 1, 1234))).toEqual({ loads: '3', failureRate: '33.3 %', p75: '1,234 ms' });
    expect(statsLabels(stats(2, 0, null))).toEqual({ loads: '2', failureRate: '0 %', p75: '—' });
  });

  it('says who changed the registry and the canary rule in words', () => {
    expect(['system', 'command line', 'root@example.com'].map(actorLabel)).toEqual([
      'Lifeguard (automatic)',
      'Command line',
      'root@example.com',
    ]);
    expect(canaryRuleSentence({ max_failure_rate: 2.5, min_loads: 1000 })).toBe(
      'A canary is rolled back automatically when more than 2.5 % of at least 1,000 loads in the last hour fail.',
    );
  });
});
