import { describe, expect, it } from '@jest/globals';
import { scansApi } from '@lifeguard/shared/darkweb/scans-api';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { entryFixture, listAnswer, scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';

describe('dark web scan calls (spec 001 §7 "Threats and dark web")', () => {
  it('reads the scans from the list envelope, with user_id only when given', async () => {
    const queries: string[] = [];
    mockApi({
      'GET /dehashed/api/scans/': ({ url }) => {
        queries.push(url.search);
        return [200, listAnswer([scanFixture({ id: 3 })])];
      },
    });
    const store = makeStore();
    const own = await store.dispatch(scansApi.endpoints.getScans.initiate());
    await store.dispatch(scansApi.endpoints.getScans.initiate(9));
    expect(own.data?.map(({ id }) => id)).toEqual([3]);
    expect(queries).toEqual(['', '?user_id=9']);
  });

  it('reads the entries of one scan by scan_id', async () => {
    let query = '';
    mockApi({
      'GET /dehashed/api/entries/': ({ url }) => {
        query = url.search;
        return [200, listAnswer([entryFixture({ id: 5, scan_id: 4 })])];
      },
    });
    const result = await makeStore().dispatch(scansApi.endpoints.getBreachEntries.initiate(4));
    expect(query).toBe('?scan_id=4');
    expect(result.data?.[0]?.id).toBe(5);
  });

  it('starts a saved scan, then refetches the scans it made stale', async () => {
    const requests = mockApi({
      'GET /dehashed/api/scans/': [200, listAnswer([])],
      'POST /dehashed/api/search/': [200, scanFixture({ id: 7, total_results: 3 })],
    });
    const store = makeStore();
    const subscription = store.dispatch(scansApi.endpoints.getScans.initiate());
    await subscription;
    const scan = await store.dispatch(scansApi.endpoints.startScan.initiate()).unwrap();
    expect(scan.id).toBe(7);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ save_results: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.filter((r) => r.path === '/dehashed/api/scans/')).toHaveLength(2);
    subscription.unsubscribe();
  });
});
