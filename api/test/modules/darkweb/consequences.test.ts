import { jest } from '@jest/globals';
import { useTestApp } from '../../helpers/app.js';
import { SEARCH, seedCorpus, signedInUser } from './darkweb-helpers.js';

const ctx = useTestApp({ DARKWEB_SCAN_RATE_LIMIT: '100' });

afterEach(() => jest.restoreAllMocks());

type Listed<T> = { results: T[] };
type Event = { threat_type: string; severity: string; source_system: string; threat_data: object };

describe('what a stored scan changes on the dashboard (issue 5, spec 001 §4)', () => {
  it('a scan with exposures: threat event by risk, notification, password items, active integration', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    await seedCorpus(
      ctx.app,
      ['Adobe', 'LinkedIn', 'Dropbox', 'Canva', 'Tumblr', 'Zynga'].map((database_name, i) => ({
        database_name,
        email: user.email,
        password: `secret-${i}`,
      })),
    );
    const scan = (await browser.post(SEARCH, {})).json<{ id: number; total_results: number }>();
    expect(scan.total_results).toBe(6);

    const events = (await browser.get('/threats/api/events/')).json<Listed<Event>>().results;
    expect(events).toEqual([
      expect.objectContaining({
        threat_type: 'dark_web_scan',
        severity: 'medium',
        source_system: 'dark_web_scan',
        threat_data: expect.objectContaining({ total_results: 6, exposed_passwords_count: 6 }),
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('secret-');

    const notifications = (await browser.get('/security-tasks/api/notifications/')).json<
      Listed<{ title: string; read: boolean }>
    >();
    expect(notifications.results).toEqual([
      expect.objectContaining({ title: 'Your information was found in data breaches', read: false }),
    ]);

    const items = (await browser.get('/security-tasks/api/action-items/')).json<
      Listed<{ kind: string; title: string }>
    >();
    const titles = items.results.filter((i) => i.kind === 'change_password').map((i) => i.title);
    expect(titles).toContain('Change your LinkedIn password');
    expect(titles).toHaveLength(6);

    const integrations = (await browser.get('/integrations/api/integrations/')).json<
      Listed<{ type: string; is_active: boolean; is_configured: boolean; health_status: string }>
    >();
    expect(integrations.results.find((i) => i.type === 'darkweb')).toMatchObject({
      is_active: true,
      is_configured: true,
      health_status: 'healthy',
    });

    // The same scan run again records a new event (a new scan id), never a duplicate of this one.
    await browser.post(SEARCH, {});
    const after = (await browser.get('/threats/api/events/')).json<Listed<Event>>().results;
    expect(after).toHaveLength(2);
  });

  it('a clean scan activates monitoring but records no threat and no notification', async () => {
    const { browser } = await signedInUser(ctx.app);
    const scan = (await browser.post(SEARCH, {})).json<{ total_results: number }>();
    expect(scan.total_results).toBe(0);
    expect((await browser.get('/threats/api/events/')).json<Listed<Event>>().results).toEqual([]);
    expect((await browser.get('/security-tasks/api/notifications/')).json<Listed<object>>().results).toEqual(
      [],
    );
    const integrations = (await browser.get('/integrations/api/integrations/')).json<
      Listed<{ type: string; is_active: boolean }>
    >();
    expect(integrations.results.find((i) => i.type === 'darkweb')?.is_active).toBe(true);
  });

  it('a scan whose consequences fail midway is not stored, nor any of them; the next scan stores all once', async () => {
    const { user, browser } = await signedInUser(ctx.app);
    await seedCorpus(ctx.app, [{ database_name: 'Adobe', email: user.email, password: 'secret-x' }]);
    jest.spyOn(ctx.app.notifications, 'within').mockImplementationOnce(() => ({
      create: () => Promise.reject(new Error('process killed')),
    }));
    expect((await browser.post(SEARCH, {})).statusCode).toBe(500);
    const shown = async () => ({
      events: (await browser.get('/threats/api/events/')).json<Listed<Event>>().results.length,
      notifications: (await browser.get('/security-tasks/api/notifications/')).json<Listed<object>>().results
        .length,
      active: (await browser.get('/integrations/api/integrations/'))
        .json<Listed<{ type: string; is_active: boolean }>>()
        .results.some((i) => i.type === 'darkweb' && i.is_active),
      scans: (await browser.get('/dehashed/api/scans/')).json<Listed<object>>().results.length,
    });
    expect(await shown()).toEqual({ events: 0, notifications: 0, active: false, scans: 0 });

    expect((await browser.post(SEARCH, {})).statusCode).toBe(200);
    expect(await shown()).toEqual({ events: 1, notifications: 1, active: true, scans: 1 });
  });

  it('a scan not saved changes nothing', async () => {
    const { browser } = await signedInUser(ctx.app);
    await browser.post(SEARCH, { save_results: false });
    const integrations = (await browser.get('/integrations/api/integrations/')).json<Listed<object>>();
    expect(integrations.results).toEqual([]);
  });
});
