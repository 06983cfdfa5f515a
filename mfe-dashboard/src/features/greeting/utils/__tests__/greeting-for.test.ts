import { describe, expect, it } from '@jest/globals';
import {
  greetingFor,
  greetingIntegrations,
  greetingName,
  timeOfDayGreeting,
  type GreetingInput,
} from '../greeting-for';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A fixed local time: 15 Jan 2025, 10:00. */
const now = new Date(2025, 0, 15, 10, 0);
const joinedAgo = (ms: number) => new Date(now.getTime() - ms).toISOString();

const base: GreetingInput = { firstName: 'Ann', email: 'ann@example.com', dateJoined: joinedAgo(2 * DAY) };
const allSetUp = { emailConfigured: true, phoneVerificationConfigured: true, incomplete: false };
const incomplete = { emailConfigured: true, phoneVerificationConfigured: false, incomplete: true };
const old = { dateJoined: joinedAgo(60 * DAY) };

describe('greetingFor: states in the order of spec 001 §4', () => {
  it('1. welcome_new: under 24 hours and neither email nor phone verification configured', () => {
    const greeting = greetingFor({ ...base, dateJoined: joinedAgo(23 * HOUR) }, now);
    expect(greeting).toEqual({ state: 'welcome_new', headline: 'Welcome to Lifeguard, Ann!' });
  });

  it('is welcome_new today, with no integrations existing yet', () => {
    expect(greetingFor({ ...base, dateJoined: joinedAgo(HOUR) }, now).state).toBe('welcome_new');
  });

  it('is not welcome_new at 24 hours, nor once email or phone verification is configured', () => {
    expect(greetingFor({ ...base, dateJoined: joinedAgo(DAY) }, now).state).toBe('incomplete_setup');
    const young = { ...base, dateJoined: joinedAgo(HOUR) };
    const withEmail = { emailConfigured: true, phoneVerificationConfigured: false, incomplete: true };
    const withPhone = { emailConfigured: false, phoneVerificationConfigured: true, incomplete: true };
    expect(greetingFor({ ...young, integrations: withEmail }, now).state).toBe('incomplete_setup');
    expect(greetingFor({ ...young, integrations: withPhone }, now).state).toBe('incomplete_setup');
  });

  it('2. continue_setup: summary dismissed, first-time user, incomplete integrations', () => {
    const greeting = greetingFor(
      { ...base, integrations: incomplete, summary: { visible: false, dismissed: true } },
      now,
    );
    expect(greeting).toEqual({ state: 'continue_setup', headline: "Welcome, Ann! Let's get you protected" });
  });

  it('continue_setup outranks an exposure shown in the summary', () => {
    const input = {
      ...base,
      integrations: incomplete,
      summary: { visible: true, dismissed: true },
      latestScan: { totalResults: 40 },
    };
    expect(greetingFor(input, now).state).toBe('continue_setup');
  });

  it('3. critical_exposure: summary visible and total_results above 15', () => {
    const input = {
      ...base,
      integrations: allSetUp,
      summary: { visible: true, dismissed: false },
      latestScan: { totalResults: 16 },
    };
    expect(greetingFor(input, now)).toEqual({
      state: 'critical_exposure',
      headline: "Good news, Ann - we're here to help",
    });
  });

  it('4. has_exposure: summary visible and total_results above 0 (15 is not critical)', () => {
    const summary = { visible: true, dismissed: false };
    const input = { ...base, integrations: incomplete, summary, latestScan: { totalResults: 15 } };
    expect(greetingFor(input, now)).toEqual({
      state: 'has_exposure',
      headline: "Great start, Ann! Let's keep going",
    });
    expect(greetingFor({ ...input, latestScan: { totalResults: 1 } }, now).state).toBe('has_exposure');
  });

  it('5. incomplete_setup: first-time user (30 days at most) with incomplete integrations', () => {
    const input = {
      ...base,
      integrations: incomplete,
      summary: { visible: true, dismissed: false },
      latestScan: { totalResults: 0 },
    };
    expect(greetingFor(input, now)).toEqual({ state: 'incomplete_setup', headline: 'Almost there, Ann!' });
    expect(greetingFor({ ...base, dateJoined: joinedAgo(30 * DAY) }, now).state).toBe('incomplete_setup');
    expect(greetingFor({ ...base, dateJoined: joinedAgo(30 * DAY + 1) }, now).state).toBe('no_scan_yet');
  });

  it('6. established: first scan done, greeted by the time of day', () => {
    const input = { ...base, ...old, integrations: incomplete, latestScan: { totalResults: 3 } };
    expect(greetingFor(input, now)).toEqual({ state: 'established', headline: 'Good morning, Ann' });
    expect(greetingFor({ ...base, integrations: allSetUp, latestScan: { totalResults: 0 } }, now).state).toBe(
      'established',
    );
  });

  it('7. no_scan_yet: otherwise', () => {
    expect(greetingFor({ ...base, ...old }, now)).toEqual({
      state: 'no_scan_yet',
      headline: 'Ready to check your security, Ann?',
    });
    expect(greetingFor({ ...base, integrations: allSetUp, latestScan: null }, now).state).toBe('no_scan_yet');
  });

  it('treats an unknown join date (session-only user) as neither new nor first-time', () => {
    expect(greetingFor({ ...base, dateJoined: null }, now).state).toBe('no_scan_yet');
    expect(greetingFor({ ...base, dateJoined: 'not a date' }, now).state).toBe('no_scan_yet');
  });
});

describe('time-of-day greeting: before 12, before 17, otherwise (spec 001 §4)', () => {
  const at = (hour: number, minute: number) => new Date(2025, 0, 15, hour, minute);

  it.each([
    ['00:00', 0, 0, 'Good morning'],
    ['11:59', 11, 59, 'Good morning'],
    ['12:00', 12, 0, 'Good afternoon'],
    ['16:59', 16, 59, 'Good afternoon'],
    ['17:00', 17, 0, 'Good evening'],
    ['23:59', 23, 59, 'Good evening'],
  ])('%s gives %s', (_label, hour, minute, expected) => {
    expect(timeOfDayGreeting(at(hour, minute))).toBe(expected);
    const established = { ...base, ...old, latestScan: { totalResults: 0 } };
    expect(greetingFor(established, at(hour, minute)).headline).toBe(`${expected}, Ann`);
  });
});

describe('name fallback (spec 001 §4)', () => {
  it('uses the first name, then the capitalised local part of the email, then "there"', () => {
    expect(greetingName('Ann', 'ann@example.com')).toBe('Ann');
    expect(greetingName('  ', 'bob.smith@example.com')).toBe('Bob.smith');
    expect(greetingName('', '')).toBe('there');
    expect(greetingFor({ ...base, firstName: '', dateJoined: joinedAgo(HOUR) }, now).headline).toBe(
      'Welcome to Lifeguard, Ann!',
    );
    expect(greetingFor({ ...base, ...old, firstName: '', email: '' }, now).headline).toBe(
      'Ready to check your security, there?',
    );
  });
});

describe('greeting wiring: what the greeting reads of the integrations (spec 001 §3, §4)', () => {
  const integration = (type: string, is_configured: boolean, is_active: boolean) => ({
    type,
    is_configured,
    is_active,
  });

  it('reads email and phone verification (type phone) as configured, and any not active as incomplete', () => {
    expect(
      greetingIntegrations([
        integration('darkweb', true, true),
        integration('email', true, false),
        integration('phone', false, false),
      ]),
    ).toEqual({ emailConfigured: true, phoneVerificationConfigured: false, incomplete: true });
    expect(
      greetingIntegrations([integration('email', true, true), integration('phone', true, true)]),
    ).toEqual({
      emailConfigured: true,
      phoneVerificationConfigured: true,
      incomplete: false,
    });
  });

  it('reads no integrations as nothing configured and setup incomplete', () => {
    expect(greetingIntegrations([])).toEqual({
      emailConfigured: false,
      phoneVerificationConfigured: false,
      incomplete: true,
    });
  });

  it('makes a day-old user with phone verified incomplete_setup rather than welcome_new', () => {
    const integrations = greetingIntegrations([
      integration('email', false, false),
      integration('phone', true, true),
    ]);
    expect(greetingFor({ ...base, dateJoined: joinedAgo(HOUR), integrations }, now).state).toBe(
      'incomplete_setup',
    );
  });
});
