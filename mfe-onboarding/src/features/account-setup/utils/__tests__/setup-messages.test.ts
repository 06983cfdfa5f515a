import { describe, expect, it } from '@jest/globals';
import type { OnboardingResponses } from '@lifeguard/contracts/onboarding';
import { EMPTY_DRAFT } from '../../../../stores/registration-draft';
import { setupMessageAt, setupMessagesFor } from '../setup-messages';

const answers: OnboardingResponses = {
  protecting: ['self', 'parent', 'child'],
  experience: 'moderate',
  concerns: ['scams_phishing', 'account_security'],
  primary_concern: 'identity_theft_prevention',
  solutions: ['password_manager', 'web_protection'],
};

describe('setupMessagesFor (spec 000 §4 "Setup loading")', () => {
  it('personalises five messages from who they protect, their concerns and primary concern', () => {
    expect(setupMessagesFor(answers)).toEqual([
      'Setting up protection for you, your parents, and your children...',
      'Focusing your defenses on scams and phishing and account and password security...',
      'Preparing dark web monitoring and breach alerts for your family...',
      'Getting your password manager and web protection ready...',
      'Finishing your personalized dashboard...',
    ]);
  });

  it.each<[OnboardingResponses['primary_concern'], string]>([
    [
      'elderly_scam_protection',
      'Turning on scam detection and real-time threat analysis for your loved ones...',
    ],
    [
      'comprehensive_digital_literacy',
      'Gathering learning resources and security tasks for your whole family...',
    ],
  ])('speaks to the primary concern %s', (primary, message) => {
    expect(setupMessagesFor({ ...answers, primary_concern: primary })[2]).toBe(message);
  });

  it('falls back to general messages for unanswered questions', () => {
    expect(setupMessagesFor(EMPTY_DRAFT.onboardingResponses)).toEqual([
      'Setting up your protection...',
      'Focusing on the threats that matter most...',
      'Building your personalized protection plan...',
      'Getting your recommended protections ready...',
      'Finishing your personalized dashboard...',
    ]);
  });

  it('shows one message per 20 %', () => {
    const messages = setupMessagesFor(answers);
    expect(
      [0, 18, 20, 39, 40, 60, 80, 98, 100].map((percent) =>
        messages.indexOf(setupMessageAt(messages, percent)),
      ),
    ).toEqual([0, 0, 1, 1, 2, 3, 4, 4, 4]);
  });
});
