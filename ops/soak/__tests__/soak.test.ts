/**
 * The soak's pure rules (issue 35 item 4): the fake model answers a question the same way every
 * time, in pieces over 2–5 s; a request overlapping a kill window does not count against the
 * 0.1 %; and the verdict fails on a lost run, a lost or duplicated notification, an unfinished
 * sync or too many failed requests.
 */
import { answerTo } from '../fake-model.mjs';
import { createRecorder, phasesOf } from '../recorder.mjs';
import { judge, type SoakFacts } from '../report.mjs';

describe('the fake model', () => {
  it('streams the same answer to the same question, in pieces over 2 to 5 s', () => {
    const answer = answerTo('Is this message a scam?');
    expect(answerTo('Is this message a scam?')).toEqual(answer);
    expect(answerTo('Is this link safe?').text).not.toBe(answer.text);
    expect(answer.pieces.join('')).toBe(answer.text);
    expect(answer.pieces.length).toBeGreaterThanOrEqual(2);
    expect(answer.durationMs).toBeGreaterThanOrEqual(2_000);
    expect(answer.durationMs).toBeLessThanOrEqual(5_000);
  });
});

describe('the recorder', () => {
  const sample = (start: number, end: number, ok: boolean) => ({
    kind: 'read',
    start,
    end,
    latencyMs: end - start,
    ok,
    status: ok ? 200 : 502,
  });

  it('leaves out of the 0.1 % the requests in flight at a kill or begun in its window', () => {
    const recorder = createRecorder();
    recorder.add(sample(0, 10, true));
    recorder.add(sample(90, 110, false)); // in flight at the kill at 100
    recorder.add(sample(150, 160, false)); // within the window
    recorder.add(sample(300, 310, false)); // after it
    expect(recorder.outside([{ reason: 'api-1 killed', from: 100, to: 200 }])).toEqual({
      requests: 2,
      failed: 1,
      failures: { 'read 502': 1 },
      failuresInAll: { 'read 502': 3 },
    });
  });

  it('splits the run at 30, 40, 60 and 70 % of its time', () => {
    expect(phasesOf(1_000, 100_000).map((p) => [p.name, p.from])).toEqual([
      ['steady', 1_000],
      ['api killed', 31_000],
      ['api back', 41_000],
      ['worker killed', 61_000],
      ['worker back', 71_000],
    ]);
  });
});

describe('the verdict', () => {
  const count = { expected: 10, found: 10, lost: 0, duplicates: 0 };
  const facts: SoakFacts = {
    minutes: 2,
    origin: 'http://127.0.0.1:8930',
    people: 4,
    killWindowS: 10,
    faults: [],
    phases: [],
    outside: { requests: 10_000, failed: 10, failures: {}, failuresInAll: {} },
    runs: {
      started: 5,
      completed: 5,
      failed: 0,
      unfinished: 0,
      wrongAnswers: 0,
      resumes: 0,
      gaps: 0,
      duplicateEvents: 0,
      lost: [],
      model: { asked: 5, answered: 5, cut: 0 },
    },
    syncs: { started: 3, completed: 3, failed: 0, unfinished: 0, connectFailures: 0 },
    coverage: { runsAtApiKill: 2, syncsAtWorkerKill: 1 },
    ingests: { sent: 10, repeats: 2, acknowledged: 10, storedAgain: 0 },
    scans: { answered: 2, withExposures: 2 },
    stored: {
      notifications: { ...count, scamEmails: count, breaches: count },
      mail: { synced: 78, analysed: 78, flagged: 40, flaggedWithoutEvent: 0, duplicateEvents: 0 },
      scans: { stored: 2, withExposures: 2 },
      ingests: { stored: 10, duplicates: 0, lost: 0 },
    },
    rss: {
      'api-1': { start: 500, steady: 550, end: 700, restarted: false },
      'api-2': { start: 500, steady: 550, end: 700, restarted: true },
    },
    notes: [],
  };

  it('passes at 0.1 % failed requests outside the windows, warning of a process whose memory grew', () => {
    const report = judge(facts);
    expect(report).toMatchObject({ passed: true, failures: [] });
    expect(report.warnings).toEqual(['api-1: RSS 550 MB in the steady phase, 700 MB at the end']);
  });

  it('fails on a lost run, a duplicated notification, an unfinished sync and more failed requests', () => {
    const report = judge({
      ...facts,
      outside: { ...facts.outside, failed: 11 },
      runs: { ...facts.runs, completed: 4, failed: 1 },
      syncs: { ...facts.syncs, unfinished: 1 },
      stored: { ...facts.stored, notifications: { ...facts.stored.notifications, found: 11, duplicates: 1 } },
    });
    expect(report.passed).toBe(false);
    expect(report.failures).toEqual([
      '1 assistant run(s) of 5 did not complete',
      'notifications: 0 lost, 1 duplicated',
      'syncs: 0 failed, 1 unfinished, 0 could not connect',
      '11 of 10000 requests outside the kill windows failed',
    ]);
  });
});
