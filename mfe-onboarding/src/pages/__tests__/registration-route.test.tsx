import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { draftOf, loginRecord, newUser, sessionSignedInBy } from '../../testing/fixtures';
import { heading, renderRegistration } from '../../testing/render-registration';
import { EMPTY_DRAFT } from '../../stores/registration-draft';

describe('steps after /register need a session (spec 000 §4 "Registration")', () => {
  it.each([
    '/register/personal-info',
    '/register/who-protecting',
    '/register/security-solutions',
    '/register/account-setup',
    '/register/setup-password',
  ])('a visitor opening %s goes to step 1', async (route) => {
    renderRegistration(route, { user: null, draft: draftOf() });
    expect(await heading('Create Your Account')).toBeInTheDocument();
  });
});

describe('the authentication method of the draft (spec 000 §3)', () => {
  it('stays email for the user who passed step 1 of this draft', async () => {
    const { store } = renderRegistration('/register/who-protecting', {
      draft: draftOf({ authMethod: 'email', currentStep: { step: 3, subStep: 1 } }),
    });
    expect(await heading('Who are you looking to protect?')).toBeInTheDocument();
    expect(store.getState().registration).toMatchObject({ email: newUser.email, authMethod: 'email' });
  });

  it("is oauth for a third-party sign-in arriving at who-protecting, without another user's answers", async () => {
    mockApi(sessionSignedInBy('google'));
    const stale = draftOf({
      email: 'someone@else.com',
      onboardingResponses: { ...EMPTY_DRAFT.onboardingResponses, protecting: ['parent'] },
    });
    const { store } = renderRegistration('/register/who-protecting', { draft: stale });
    expect(await heading('Who are you looking to protect?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'My Parents' })).not.toBeChecked();
    expect(store.getState().registration).toEqual({
      ...EMPTY_DRAFT,
      email: newUser.email,
      authMethod: 'oauth',
      currentStep: { step: 3, subStep: 1 },
    });
  });

  it('asks the session again when it fails to answer, instead of taking the email route (issue 15)', async () => {
    let calls = 0;
    mockApi({
      'GET /_allauth/browser/v1/auth/session': () =>
        ++calls === 1
          ? [500, { detail: 'busy' }]
          : [200, { status: 200, data: { methods: [loginRecord('google')] } }],
    });
    const { store } = renderRegistration('/register/who-protecting', { draft: EMPTY_DRAFT });
    // The retry waits a second: wait for the screen, not for a time.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Who are you looking to protect?' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(store.getState().registration).toMatchObject({ email: newUser.email, authMethod: 'oauth' });
  });
});

describe('an email registrant whose tab lost the draft (a new tab)', () => {
  it('gets a fresh email draft, keeping the password step', async () => {
    mockApi(sessionSignedInBy('password'));
    const { store } = renderRegistration('/register/who-protecting', { draft: EMPTY_DRAFT });
    expect(await heading('Who are you looking to protect?')).toBeInTheDocument();
    expect(store.getState().registration).toMatchObject({ email: newUser.email, authMethod: 'email' });
  });
});

describe('moving between steps (spec 000 §4 "Registration" 5)', () => {
  it('keeps the answers over a reload and restores them when a step reopens', async () => {
    const first = renderRegistration('/register/who-protecting', { draft: draftOf() });
    await first.user.click(await screen.findByRole('checkbox', { name: 'Myself' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('How comfortable are you with technology?')).toBeInTheDocument();
    first.unmount();

    const reloaded = renderRegistration('/register/tech-comfort');
    expect(reloaded.store.getState().registration?.currentStep).toEqual({ step: 3, subStep: 2 });
    await reloaded.user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: 'Myself' })).toBeChecked();
  });

  it('scrolls smoothly to the top after each move', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { user } = renderRegistration('/register/who-protecting', { draft: draftOf() });
    await screen.findByRole('button', { name: 'Next' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('How comfortable are you with technology?')).toBeInTheDocument();
    expect(scrollTo.mock.calls).toContainEqual([{ top: 0, behavior: 'smooth' }]);
  });
});
