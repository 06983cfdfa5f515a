import {
  GmailAuthError,
  GmailUnavailableError,
} from '../../../../src/modules/email-protection/gmail/errors.js';
import { FULL_SYNC_LIMIT, mergeFairly } from '../../../../src/modules/email-protection/sync/scope.js';
import { SYNC_BATCH_SIZE, createGmailSync } from '../../../../src/modules/email-protection/sync/sync.js';
import { fakeDeps, fakeJob, fakeMailbox } from './sync-fakes.js';

const USER = { userId: 1 };

/** A mailbox with 3 inbox messages (one a scam), 2 spam (one a scam), one in both, one sent. */
function seededMailbox() {
  const gmail = fakeMailbox();
  gmail.deliver('in-1', ['INBOX'], 'lunch on friday?');
  gmail.deliver('in-2', ['INBOX'], 'SCAM verify your bank password');
  gmail.deliver('in-3', ['INBOX', 'CATEGORY_UPDATES'], 'your receipt');
  gmail.deliver('spam-1', ['SPAM'], 'SCAM you won a gift card');
  gmail.deliver('spam-2', ['SPAM'], 'cheap watches');
  gmail.deliver('both', ['INBOX', 'SPAM'], 'newsletter');
  gmail.deliver('sent-1', ['SENT'], 'SCAM never scanned: not a selected label');
  return gmail;
}

describe('gmail sync: full sync', () => {
  it('reads the history id first, scans each selected label once and reports the threats', async () => {
    const gmail = seededMailbox();
    const historyAtStart = gmail.historyId;
    const { deps, state } = fakeDeps(gmail.mailbox);

    await createGmailSync(deps)(USER, fakeJob().job);

    expect(gmail.calls[0]).toBe('profile');
    expect(gmail.calls).toEqual(expect.arrayContaining(['list INBOX', 'list INBOX 3', 'list SPAM']));
    expect([...state.analysed.keys()].sort()).toEqual(['both', 'in-1', 'in-2', 'in-3', 'spam-1', 'spam-2']);
    expect(state.analysed.get('in-2')).toBe(true);
    expect(state.analysed.get('in-1')).toBe(false);
    expect(state.reports.map((r) => r.id).sort()).toEqual(['in-2', 'spam-1']);
    expect(state.reports[0]).toMatchObject({
      accountEmail: 'owner@example.com',
      internalDate: expect.any(String),
    });
    expect(state.progress[0]).toEqual({
      event: 'started',
      counts: { total: 6, processed: 0, threatsFound: 0 },
    });
    expect(state.progress.at(-2)).toEqual({ event: 'advanced', counts: { processed: 6, threatsFound: 2 } });
    expect(state.progress.at(-1)).toEqual({ event: 'finished', historyId: historyAtStart });
  });

  it('analyses nothing twice and reports nothing twice when run again', async () => {
    const gmail = seededMailbox();
    const { deps, state } = fakeDeps(gmail.mailbox);
    const sync = createGmailSync(deps);
    await sync(USER, fakeJob().job);
    const analyses = state.analyseCalls.length;

    state.historyId = null; // as after a history-too-old fallback: the same messages again
    state.progress.length = 0;
    await sync(USER, fakeJob().job);

    expect(state.analyseCalls).toHaveLength(analyses);
    expect(state.reports).toHaveLength(2);
    expect(gmail.calls.filter((call) => call.startsWith('get '))).toHaveLength(6);
    expect(state.progress).toEqual([
      { event: 'started', counts: { total: 6, processed: 6, threatsFound: 2 } },
      { event: 'finished', historyId: gmail.historyId },
    ]);
  });

  it('resumes an interrupted sync where it stopped, counting what was done', async () => {
    const gmail = fakeMailbox(50);
    for (let i = 0; i < 25; i++) gmail.deliver(`m-${i}`, ['INBOX'], i % 5 === 0 ? 'SCAM' : 'ordinary');
    const { deps, state } = fakeDeps(gmail.mailbox);
    const sync = createGmailSync(deps);
    // The worker shuts down during the first batch's lease extension.
    const first = fakeJob(() => first.controller.abort(new Error('jobs stopping')));

    await expect(sync(USER, first.job)).rejects.toThrow('jobs stopping');
    expect(state.analysed.size).toBe(SYNC_BATCH_SIZE);
    expect(state.progress.map((p) => p.event)).not.toContain('failed');
    expect(state.progress.map((p) => p.event)).not.toContain('finished');
    const threatsBefore = [...state.analysed.values()].filter(Boolean).length;

    state.analyseCalls.length = 0;
    const second = fakeJob();
    await sync(USER, second.job);

    expect(state.analyseCalls).toHaveLength(25 - SYNC_BATCH_SIZE);
    expect(state.analysed.size).toBe(25);
    expect(state.reports).toHaveLength(5);
    expect(state.progress).toContainEqual({
      event: 'started',
      counts: { total: 25, processed: SYNC_BATCH_SIZE, threatsFound: threatsBefore },
    });
    expect(state.progress.at(-2)).toEqual({ event: 'advanced', counts: { processed: 25, threatsFound: 5 } });
    expect(state.progress.at(-1)).toMatchObject({ event: 'finished' });
    expect(second.extended).toBe(2);
  });

  it(`scans at most ${FULL_SYNC_LIMIT} messages, the newest of each label shared evenly`, async () => {
    expect(mergeFairly([['a1', 'a2', 'a3', 'a4'], ['b1', 'a1'], []], 5)).toEqual([
      'a1',
      'b1',
      'a2',
      'a3',
      'a4',
    ]);
    const gmail = fakeMailbox(500);
    for (let i = 0; i < 600; i++) gmail.deliver(`inbox-${i}`, ['INBOX']);
    for (let i = 0; i < 100; i++) gmail.deliver(`spam-${i}`, ['SPAM']);
    const { deps, state } = fakeDeps(gmail.mailbox);

    await createGmailSync(deps)(USER, fakeJob().job);

    const ids = [...state.analysed.keys()];
    expect(ids).toHaveLength(FULL_SYNC_LIMIT);
    expect(ids.filter((id) => id.startsWith('spam-'))).toHaveLength(100);
    // The newest inbox messages (delivered last) are the ones scanned.
    expect(ids).toContain('inbox-599');
    expect(ids).not.toContain('inbox-199');
  });
});

describe('gmail sync: incremental sync', () => {
  it('scans only what arrived since the stored history id, in the selected labels', async () => {
    const gmail = seededMailbox();
    const { deps, state } = fakeDeps(gmail.mailbox);
    const sync = createGmailSync(deps);
    await sync(USER, fakeJob().job);
    const since = state.historyId!;
    gmail.deliver('new-1', ['INBOX'], 'SCAM wire the money today');
    gmail.deliver('new-2', ['SPAM'], 'ordinary');
    gmail.deliver('new-3', ['DRAFT'], 'SCAM a draft');
    gmail.calls.length = 0;
    state.analyseCalls.length = 0;
    state.progress.length = 0;

    await sync(USER, fakeJob().job);

    expect(gmail.calls).toEqual(
      expect.arrayContaining([`history ${since} INBOX`, `history ${since} SPAM`, 'get new-1', 'get new-2']),
    );
    expect(gmail.calls).not.toContain('profile');
    expect(state.analyseCalls).toEqual(['SCAM wire the money today', 'ordinary']);
    expect(state.reports.map((r) => r.id)).toContain('new-1');
    expect(state.progress).toEqual([
      { event: 'started', counts: { total: 2, processed: 0, threatsFound: 0 } },
      { event: 'advanced', counts: { processed: 2, threatsFound: 1 } },
      { event: 'finished', historyId: gmail.historyId },
    ]);
  });

  it('follows history pages', async () => {
    const gmail = seededMailbox();
    const { deps, state } = fakeDeps(gmail.mailbox);
    const sync = createGmailSync(deps);
    await sync(USER, fakeJob().job);
    for (let i = 0; i < 7; i++) gmail.deliver(`new-${i}`, ['INBOX']);

    await sync(USER, fakeJob().job);

    expect(gmail.calls.filter((call) => call.startsWith('history') && call.endsWith('INBOX 6'))).toHaveLength(
      1,
    );
    expect([...state.analysed.keys()].filter((id) => id.startsWith('new-'))).toHaveLength(7);
  });

  it('falls back to a full sync when Gmail no longer has the history id', async () => {
    const gmail = seededMailbox();
    const { deps, state } = fakeDeps(gmail.mailbox);
    state.historyId = '1';
    gmail.forgetHistoryBefore(500);

    await createGmailSync(deps)(USER, fakeJob().job);

    expect(gmail.calls.slice(0, 2)).toEqual(['history 1 INBOX', 'profile']);
    expect(state.analysed.size).toBe(6);
    expect(state.progress.at(-1)).toEqual({ event: 'finished', historyId: gmail.historyId });
  });
});

describe('gmail sync: failures', () => {
  it('marks the sync failed for the token and ends without a retry when Google refuses it', async () => {
    const gmail = seededMailbox();
    gmail.failNext.set('profile', new GmailAuthError('invalid_grant'));
    const { deps, state } = fakeDeps(gmail.mailbox);

    await expect(createGmailSync(deps)(USER, fakeJob().job)).resolves.toBeUndefined();

    expect(state.progress).toEqual([{ event: 'failed', reason: 'token' }]);
    expect(state.analysed.size).toBe(0);
  });

  it('marks the sync failed and rethrows, for the queue to retry, when Gmail is unavailable', async () => {
    const gmail = seededMailbox();
    gmail.failNext.set('getRaw', new GmailUnavailableError('Gmail answered 503'));
    const { deps, state } = fakeDeps(gmail.mailbox);

    await expect(createGmailSync(deps)(USER, fakeJob().job)).rejects.toBeInstanceOf(GmailUnavailableError);

    expect(state.progress.at(-1)).toEqual({ event: 'failed', reason: 'unavailable' });
    expect(state.progress.map((p) => p.event)).not.toContain('finished');
  });

  it('skips a message it cannot read or that was deleted, and finishes', async () => {
    const gmail = seededMailbox();
    gmail.deliver('broken', ['INBOX'], 'MALFORMED secret body text');
    gmail.deliver('deleted', ['INBOX']);
    const { deps, state } = fakeDeps(gmail.mailbox);
    const listed = deps.progress.started;
    deps.progress.started = async (userId, counts) => {
      gmail.remove('deleted');
      await listed(userId, counts);
    };

    await createGmailSync(deps)(USER, fakeJob().job);

    expect(state.analysed.get('broken')).toBe(false);
    expect(state.analysed.get('deleted')).toBe(false);
    expect(state.analysed.size).toBe(8);
    expect(state.progress.at(-1)).toMatchObject({ event: 'finished' });
    expect(state.warnings).toEqual([
      { details: { messageId: 'broken', error: 'TypeError' }, message: expect.any(String) },
    ]);
    expect(JSON.stringify(state.warnings)).not.toContain('secret');
  });

  it('ends quietly when the user disconnected meanwhile', async () => {
    const gmail = seededMailbox();
    const { deps, state } = fakeDeps(gmail.mailbox);
    state.connected = false;

    await createGmailSync(deps)(USER, fakeJob().job);

    expect(gmail.calls).toEqual([]);
    expect(state.progress).toEqual([]);
  });
});
