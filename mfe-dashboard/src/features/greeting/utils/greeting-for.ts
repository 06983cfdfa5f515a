import { accountAgeMs, isFirstTimeUser } from '../../../lib/first-time-user';

/** The seven greeting states of spec 001 §4, in the order they are evaluated. */
export type GreetingState =
  | 'welcome_new'
  | 'continue_setup'
  | 'critical_exposure'
  | 'has_exposure'
  | 'incomplete_setup'
  | 'established'
  | 'no_scan_yet';

/**
 * What the greeting is decided from (spec 001 §4): the user's first name, email and join date,
 * and the dashboard's data. Absent data reads as "none exists": no integration configured (setup
 * incomplete), the summary neither shown nor dismissed, no scan done.
 */
export type GreetingInput = {
  firstName: string;
  email: string;
  /** ISO time the account was created; null for the session-only fallback user (age unknown). */
  dateJoined: string | null;
  integrations?: GreetingIntegrations;
  /** The first-time dark-web summary. */
  summary?: { visible: boolean; dismissed: boolean };
  /** The latest dark web scan; null when no scan was done. */
  latestScan?: { totalResults: number } | null;
};

/** What the greeting reads of the integrations. */
export type GreetingIntegrations = {
  emailConfigured: boolean;
  phoneVerificationConfigured: boolean;
  /** Some integration is not yet configured and active. */
  incomplete: boolean;
};

type IntegrationFacts = { type: string; is_configured: boolean; is_active: boolean };

/**
 * The greeting's view of the user's integrations (spec 001 §4): whether email and phone
 * verification (type phone, spec 001 §3) are configured, and whether any is incomplete (not
 * configured and active). A missing integration is not configured.
 */
export function greetingIntegrations(integrations: readonly IntegrationFacts[]): GreetingIntegrations {
  const configured = (type: string) => integrations.some((i) => i.type === type && i.is_configured);
  return {
    emailConfigured: configured('email'),
    phoneVerificationConfigured: configured('phone'),
    incomplete: integrations.length === 0 || integrations.some((i) => !(i.is_configured && i.is_active)),
  };
}

export type Greeting = { state: GreetingState; headline: string };

/** welcome_new: account under 24 hours old (spec 001 §9). */
export const WELCOME_NEW_MS = 24 * 60 * 60 * 1000;
/** critical_exposure: total_results above 15 (spec 001 §9). */
export const CRITICAL_EXPOSURE_RESULTS = 15;

/** First name, else the capitalised local part of the email, else 'there' (spec 001 §4). */
export function greetingName(firstName: string, email: string): string {
  const first = firstName.trim();
  if (first) return first;
  const local = email.split('@')[0]?.trim() ?? '';
  return local ? local.charAt(0).toUpperCase() + local.slice(1) : 'there';
}

/** 'Good morning' before 12, 'Good afternoon' before 17, otherwise 'Good evening' (local time). */
export function timeOfDayGreeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** The greeting state, first match wins (spec 001 §4 "Greeting state (evaluated in this order)"). */
export function greetingStateFor(input: GreetingInput, now: Date): GreetingState {
  const age = accountAgeMs(input.dateJoined, now);
  const firstTime = isFirstTimeUser(input.dateJoined, now);
  const integrations = input.integrations ?? {
    emailConfigured: false,
    phoneVerificationConfigured: false,
    incomplete: true,
  };
  const summary = input.summary ?? { visible: false, dismissed: false };
  const totalResults = input.latestScan?.totalResults ?? 0;

  if (
    age !== null &&
    age < WELCOME_NEW_MS &&
    !integrations.emailConfigured &&
    !integrations.phoneVerificationConfigured
  ) {
    return 'welcome_new';
  }
  if (summary.dismissed && firstTime && integrations.incomplete) return 'continue_setup';
  if (summary.visible && totalResults > CRITICAL_EXPOSURE_RESULTS) return 'critical_exposure';
  if (summary.visible && totalResults > 0) return 'has_exposure';
  if (firstTime && integrations.incomplete) return 'incomplete_setup';
  if (input.latestScan) return 'established';
  return 'no_scan_yet';
}

/**
 * The dashboard greeting (spec 001 §4 "Greeting state" and "Headlines"). The six headlines go to
 * the states in the spec's order, with 'Ready to check your security' for no_scan_yet; an
 * established user (first scan done) gets the time-of-day greeting, the spec's "otherwise".
 */
export function greetingFor(input: GreetingInput, now: Date): Greeting {
  const state = greetingStateFor(input, now);
  const name = greetingName(input.firstName, input.email);
  const headlines: Record<GreetingState, string> = {
    welcome_new: `Welcome to Lifeguard, ${name}!`,
    continue_setup: `Welcome, ${name}! Let's get you protected`,
    critical_exposure: `Good news, ${name} - we're here to help`,
    has_exposure: `Great start, ${name}! Let's keep going`,
    incomplete_setup: `Almost there, ${name}!`,
    no_scan_yet: `Ready to check your security, ${name}?`,
    established: `${timeOfDayGreeting(now)}, ${name}`,
  };
  return { state, headline: headlines[state] };
}
