import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { DRAFT_STORAGE_KEY } from '../../../stores/draft-storage';
import { draftOf, newUser, sessionSignedInBy, successAnswer } from '../../../testing/fixtures';
import { heading, renderRegistration } from '../../../testing/render-registration';

const SAVE = 'POST /users/api/register/personal-info/';
const named = { ...newUser, first_name: 'Nia', last_name: 'Okafor', middle_name: 'Ada', suffix: 'JR' };

describe('registration step 2, personal info (spec 000 §2, §4, §5)', () => {
  it('sends a visitor without a session back to step 1', async () => {
    renderRegistration('/register/personal-info', { user: null });
    expect(await heading('Create Your Account')).toBeInTheDocument();
  });

  it('marks Name as the current step and offers the suffixes', async () => {
    renderRegistration('/register/personal-info', { draft: draftOf() });
    expect(await heading("What's your name?")).toBeInTheDocument();
    const current = within(screen.getByRole('navigation', { name: 'Registration progress' })).getByText(
      'Name',
    );
    expect(current).toHaveAttribute('aria-current', 'step');
    const suffix = screen.getByRole('combobox', { name: 'Suffix' });
    expect(
      within(suffix)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'SR', 'JR', 'II', 'III', 'IV', 'V']);
    expect(suffix).toHaveValue('');
  });

  it('ignores a submit while a required name is empty or blank', async () => {
    const requests = mockApi({ [SAVE]: [200, successAnswer(named)] });
    const { user } = renderRegistration('/register/personal-info', { draft: draftOf() });
    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.type(screen.getByLabelText('Last name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('saves the names, updates the session user and opens who-protecting', async () => {
    const requests = mockApi({ [SAVE]: [200, successAnswer(named)] });
    const { user, store } = renderRegistration('/register/personal-info', { draft: draftOf() });
    await user.type(screen.getByLabelText('First name'), ' Nia ');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Middle name (optional)'), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Suffix' }), 'JR');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await heading('Who are you looking to protect?')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      first_name: 'Nia',
      last_name: 'Okafor',
      middle_name: 'Ada',
      suffix: 'JR',
    });
    expect(store.getState().session.user?.fullName).toBe('Nia Okafor');
    expect(store.getState().registration).toMatchObject({
      firstName: 'Nia',
      lastName: 'Okafor',
      middleName: 'Ada',
      suffix: 'JR',
      currentStep: { step: 3, subStep: 1 },
    });
  });

  it('shows a failed save in the red banner and stays (spec 000 §8)', async () => {
    mockApi({
      [SAVE]: [
        400,
        {
          status: 'error',
          errors: [{ message: 'Enter a shorter last name.', code: 'invalid', param: 'last_name' }],
        },
      ],
    });
    const { user, store } = renderRegistration('/register/personal-info', { draft: draftOf() });
    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a shorter last name.');
    expect(screen.getByRole('heading', { level: 1, name: "What's your name?" })).toBeInTheDocument();
    expect(store.getState().registration?.currentStep.step).toBe(1);
  });
});

describe('Back to step 1 (spec 000 §4 "Registration" 2, issue 33 item 3)', () => {
  it('keeps the names as typed and shows step 1 with the email kept', async () => {
    const requests = mockApi({});
    const { user, store } = renderRegistration('/register/personal-info', {
      draft: draftOf({ currentStep: { step: 2, subStep: null } }),
    });
    await user.type(await screen.findByLabelText('First name'), 'Nia');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await heading('Create Your Account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(newUser.email);
    expect(store.getState().registration).toMatchObject({
      email: newUser.email,
      firstName: 'Nia',
      currentStep: { step: 1, subStep: null },
    });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
      email: newUser.email,
      currentStep: { step: 1 },
    });

    // The account of that email exists: sending it again just moves on, the names restored.
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await heading("What's your name?")).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nia');
    expect(store.getState().registration?.currentStep).toEqual({ step: 2, subStep: null });
    expect(requests.filter((request) => request.path.startsWith('/users/api/register/'))).toEqual([]);
  });

  it('is not offered on the third-party sign-in route, whose step 1 was the provider', async () => {
    renderRegistration('/register/personal-info', { draft: draftOf({ authMethod: 'oauth' }) });
    expect(await heading("What's your name?")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('arriving from a third-party sign-in (spec 000 §4 callback)', () => {
  it("prefills the names the provider gave and starts the user's own draft on the oauth route", async () => {
    mockApi(sessionSignedInBy('google'));
    const { store } = renderRegistration('/register/personal-info', {
      user: named,
      draft: draftOf({ email: 'someone@else.com', firstName: 'Old' }),
    });
    expect(await heading("What's your name?")).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nia');
    expect(screen.getByLabelText('Last name')).toHaveValue('Okafor');
    expect(screen.getByLabelText('Middle name (optional)')).toHaveValue('Ada');
    expect(screen.getByRole('combobox', { name: 'Suffix' })).toHaveValue('JR');
    expect(store.getState().registration).toMatchObject({
      email: named.email,
      firstName: '',
      authMethod: 'oauth',
      currentStep: { step: 2, subStep: null },
    });
  });
});
