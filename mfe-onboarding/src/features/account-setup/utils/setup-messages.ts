import type {
  Concern,
  OnboardingResponses,
  PrimaryConcern,
  Protecting,
  Solution,
} from '@lifeguard/contracts/onboarding';

/** Five messages, one per 20 % of the setup progress (spec 000 §4 "Setup loading", §9). */
export type SetupMessages = readonly [string, string, string, string, string];

const PEOPLE: Record<Protecting, string> = {
  self: 'you',
  parent: 'your parents',
  spouse: 'your spouse',
  child: 'your children',
};

const CONCERNS: Record<Concern, string> = {
  scams_phishing: 'scams and phishing',
  privacy_identity: 'your privacy and identity',
  account_security: 'account and password security',
  malware_threats: 'malware and online threats',
};

const PRIMARY_CONCERNS: Record<PrimaryConcern, string> = {
  elderly_scam_protection: 'Turning on scam detection and real-time threat analysis for your loved ones...',
  identity_theft_prevention: 'Preparing dark web monitoring and breach alerts for your family...',
  comprehensive_digital_literacy: 'Gathering learning resources and security tasks for your whole family...',
};

const SOLUTIONS: Record<Solution, string> = {
  security_training: 'security training',
  scam_detection: 'scam detection',
  web_protection: 'web protection',
  identity_protection: 'identity protection',
  password_manager: 'your password manager',
};

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * The setup screen's messages personalised from the answers (spec 000 §4 "Setup loading"): who
 * they protect, their concerns, their primary concern, their chosen solutions, then the finish.
 * Unanswered questions get a general message.
 */
export function setupMessagesFor(responses: OnboardingResponses): SetupMessages {
  const { protecting, concerns, primary_concern: primary, solutions } = responses;
  return [
    protecting.length > 0
      ? `Setting up protection for ${list.format(protecting.map((who) => PEOPLE[who]))}...`
      : 'Setting up your protection...',
    concerns.length > 0
      ? `Focusing your defenses on ${list.format(concerns.map((concern) => CONCERNS[concern]))}...`
      : 'Focusing on the threats that matter most...',
    primary ? PRIMARY_CONCERNS[primary] : 'Building your personalized protection plan...',
    solutions.length > 0
      ? `Getting ${list.format(solutions.map((solution) => SOLUTIONS[solution]))} ready...`
      : 'Getting your recommended protections ready...',
    'Finishing your personalized dashboard...',
  ];
}

/** The message for a progress of `percent` (0–100): one per 20 %. */
export function setupMessageAt(messages: SetupMessages, percent: number): string {
  return messages[Math.min(messages.length - 1, Math.floor(percent / 20))] ?? messages[0];
}
