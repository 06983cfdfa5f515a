import {
  CONCERNS_LIMIT,
  PROTECTING_LIMIT,
  SOLUTIONS_LIMIT,
  type OnboardingResponses,
  type SelectionLimit,
} from '@lifeguard/contracts/onboarding';
import type { RegistrationRoute } from '../../../lib/step-machine';

/** One answer of a questionnaire step: its code (spec 000 §3), label and description. */
export type ChoiceOption = { value: string; label: string; description: string };

/** 'multiple': checkboxes, between `min` and `max` ticked (`null`: no maximum); 'single': one radio. */
export type ChoiceRule = ({ kind: 'multiple' } & SelectionLimit) | { kind: 'single' };

/** A questionnaire screen (spec 000 §4 "Registration" 1, §5 "Screen texts of the questionnaire"). */
export type QuestionnaireStep = {
  route: RegistrationRoute;
  field: keyof OnboardingResponses;
  choice: ChoiceRule;
  title: string;
  intro: string;
  badge: string;
  options: readonly ChoiceOption[];
  /** Recorded by Next with the step's answer (spec 000 §4 "Registration" 3, §7). */
  event: string;
};

/** Step 3.1. The spec gives only the codes; texts are ours, in the questionnaire's voice. */
export const whoProtectingStep: QuestionnaireStep = {
  route: 'register-who-protecting',
  field: 'protecting',
  choice: { kind: 'multiple', ...PROTECTING_LIMIT },
  title: 'Who are you looking to protect?',
  intro: "Select everyone you'd like to keep safe online. You can change this later.",
  badge: 'Select All That Apply',
  options: [
    { value: 'self', label: 'Myself', description: 'Keep my own accounts, devices and identity safe.' },
    { value: 'parent', label: 'My Parents', description: 'Help an aging parent avoid scams and stay safe.' },
    {
      value: 'spouse',
      label: 'My Spouse or Partner',
      description: 'Protect the person I share my life with.',
    },
    { value: 'child', label: 'My Children', description: 'Guide my kids as they explore the internet.' },
  ],
  event: 'who protecting selected',
};

/** Step 3.2. The spec gives only the codes; texts are ours, in the questionnaire's voice. */
export const techComfortStep: QuestionnaireStep = {
  route: 'register-tech-comfort',
  field: 'experience',
  choice: { kind: 'single' },
  title: 'How comfortable are you with technology?',
  intro: "This helps us explain things at the right level for you. There's no wrong answer.",
  badge: 'Select One Option',
  options: [
    {
      value: 'expert',
      label: 'Very Comfortable',
      description: 'I set up my own devices and often help others with theirs.',
    },
    {
      value: 'moderate',
      label: 'Somewhat Comfortable',
      description: 'I get by day to day, but sometimes need a hand.',
    },
    {
      value: 'beginner',
      label: 'Still Learning',
      description: "Technology often feels confusing, and I'd like clear, simple guidance.",
    },
  ],
  event: 'tech comfort selected',
};

/** Step 3.3 (spec 000 §5 texts, §3 codes and descriptions). */
export const safetyConcernsStep: QuestionnaireStep = {
  route: 'register-safety-concerns',
  field: 'concerns',
  choice: { kind: 'multiple', ...CONCERNS_LIMIT },
  title: 'What aspects of online safety matter most to you?',
  intro: 'Please select up to 2 priorities for online protection.',
  badge: 'Select 1-2 Options',
  options: [
    {
      value: 'scams_phishing',
      label: 'Scams & Phishing',
      description: 'Avoiding scams and recognizing suspicious messages',
    },
    {
      value: 'privacy_identity',
      label: 'Privacy & Identity',
      description: 'Protecting personal information and privacy',
    },
    {
      value: 'account_security',
      label: 'Account Security',
      description: 'Managing accounts and passwords securely',
    },
    {
      value: 'malware_threats',
      label: 'Malware & Threats',
      description: 'Staying safe from harmful software and threats',
    },
  ],
  event: 'safety concerns selected',
};

/** Step 3.4 (spec 000 §5 texts, §3 codes and descriptions). */
export const scenarioConcernsStep: QuestionnaireStep = {
  route: 'register-scenario-concerns',
  field: 'primary_concern',
  choice: { kind: 'single' },
  title: "What's your primary concern about digital safety for your family?",
  intro: 'Help us understand your biggest worry so we can prioritize the right protection for you.',
  badge: 'Select One Option',
  options: [
    {
      value: 'elderly_scam_protection',
      label: 'An aging family member falling for scams',
      description: "We'll focus on scam detection, education and real-time threat analysis.",
    },
    {
      value: 'identity_theft_prevention',
      label: "My family's personal information being stolen",
      description: "We'll focus on dark web monitoring, breach alerts and data protection.",
    },
    {
      value: 'comprehensive_digital_literacy',
      label: 'Not knowing how to keep my family safe overall',
      description: "We'll focus on educational resources, security tasks and family coordination tools.",
    },
  ],
  event: 'scenario concerns selected',
};

/** Step 3.5 (spec 000 §5 texts, §3 codes and descriptions); its button reads 'Complete'. */
export const securitySolutionsStep: QuestionnaireStep = {
  route: 'register-security-solutions',
  field: 'solutions',
  choice: { kind: 'multiple', ...SOLUTIONS_LIMIT },
  title: 'Which safety solutions interest you most?',
  intro: 'Help us understand which protections would bring your family the most peace of mind.',
  badge: 'Select Up to 3 Options',
  options: [
    {
      value: 'security_training',
      label: 'Security Training',
      description: 'Awareness training for your family',
    },
    { value: 'scam_detection', label: 'Scam Detection', description: 'Scam detection and prevention' },
    { value: 'web_protection', label: 'Web Protection', description: 'Safe browsing tools' },
    {
      value: 'identity_protection',
      label: 'Identity Protection',
      description: 'Identity protection and credit monitoring',
    },
    {
      value: 'password_manager',
      label: 'Password Manager',
      description: 'A password manager for the family',
    },
  ],
  event: 'security solutions selected',
};
