import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { ServerUser } from '@lifeguard/shared/session/user';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { draftOf, newUser, sessionSignedInBy } from '../../../testing/fixtures';
import { renderRegistration } from '../../../testing/render-registration';
import { DRAFT_STORAGE_KEY } from '../../../stores/draft-storage';
import type { AuthMethod } from '../../../stores/registration-draft';

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const progress = () =>
  Number(screen.getByRole('progressbar', { name: 'Account setup progress' }).getAttribute('aria-valuenow'));
const message = () => screen.getByRole('status').textContent;

function renderSetup(authMethod: AuthMethod, user: ServerUser = newUser) {
  return renderRegistration('/register/account-setup', {
    user,
    draft: draftOf({
      authMethod,
      currentStep: { step: 3.5, subStep: null },
      onboardingResponses: {
        protecting: ['spouse'],
        experience: 'expert',
        concerns: ['privacy_identity'],
        primary_concern: 'elderly_scam_protection',
        solutions: ['scam_detection'],
      },
    }),
  });
}

beforeEach(() => {
  // Exact timing: fake time moves only when the test says, so queries are synchronous.
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('setup loading (spec 000 §4, §9)', () => {
  it('grows 2 % every 80 ms with one personalised message per 20 %', async () => {
    renderSetup('email');
    expect(screen.getByRole('heading', { level: 1, name: 'Setting up your account' })).toBeInTheDocument();
    expect(progress()).toBe(0);
    expect(message()).toBe('Setting up protection for your spouse...');
    await advance(80);
    expect(progress()).toBe(2);
    await advance(720);
    expect(progress()).toBe(20);
    expect(message()).toBe('Focusing your defenses on your privacy and identity...');
    await advance(800);
    expect(message()).toBe('Turning on scam detection and real-time threat analysis for your loved ones...');
    await advance(800);
    expect(message()).toBe('Getting scam detection ready...');
    await advance(800);
    expect(message()).toBe('Finishing your personalized dashboard...');
    await advance(800);
    expect(progress()).toBe(100);
  });

  it('opens the password step 500 ms after 100 % on the email route', async () => {
    const requests = mockApi(sessionSignedInBy('password'));
    const { store } = renderSetup('email');
    await advance(4000);
    expect(progress()).toBe(100);
    await advance(499);
    expect(screen.getByRole('heading', { level: 1, name: 'Setting up your account' })).toBeInTheDocument();
    await advance(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Password' }),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/_allauth/browser/v1/auth/session']);
    expect(store.getState().registration?.currentStep).toEqual({ step: 3.75, subStep: null });
    expect(sessionStorage.getItem('showWelcomeModal')).toBeNull();
  });

  it('after a third-party sign-in sets the welcome flag, clears the draft and opens the dashboard', async () => {
    renderSetup('oauth');
    await advance(4000);
    await advance(499);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(sessionStorage.getItem('showWelcomeModal')).toBe('true');
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('asks the session before the password step: a Google session opens the dashboard (issue 15)', async () => {
    mockApi(sessionSignedInBy('google'));
    renderSetup('email');
    await advance(4500);
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(sessionStorage.getItem('showWelcomeModal')).toBe('true');
  });

  it('skips the password step for a user who already has a password', async () => {
    renderSetup('email', { ...newUser, has_usable_password: true });
    await advance(4000);
    await advance(500);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(sessionStorage.getItem('showWelcomeModal')).toBe('true');
  });
});
