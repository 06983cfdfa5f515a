import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { draftOf, newUser, successAnswer, trackedEvents } from '../../../testing/fixtures';
import { heading, renderRegistration } from '../../../testing/render-registration';

const REGISTER = 'POST /users/api/register/email/';
const visitor = { user: null };

const emailTaken = {
  status: 'error',
  errors: [
    {
      message: 'An account with this email already exists. Please sign in instead.',
      code: 'email_taken',
      param: 'email',
    },
  ],
};

async function submitEmail(user: ReturnType<typeof renderRegistration>['user'], email = 'new@example.com') {
  await user.type(screen.getByLabelText('Email'), `${email}{Enter}`);
}

describe('registration step 1 (spec 000 §2, §4)', () => {
  it('offers the email form, Google, sign-in and the terms and privacy links', async () => {
    renderRegistration('/register', visitor);
    expect(await heading('Create Your Account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy/');
    const steps = within(screen.getByRole('navigation', { name: 'Registration progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Create Account',
      'Name',
      'Onboarding',
      'Complete',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it.each([
    ['', 'This field is required'],
    ['new@example', 'Please enter a valid email address'],
    ['.new@example.com', 'Please enter a valid email address'],
  ])('refuses %p with %p before calling the server (spec 000 §5)', async (email, message) => {
    const requests = mockApi({ [REGISTER]: [200, successAnswer()] });
    const { user } = renderRegistration('/register', visitor);
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('creates the account, signs in on the email route and opens personal info', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const requests = mockApi({ [REGISTER]: () => new Promise((resolve) => (answer = resolve)) });
    const { user, store } = renderRegistration('/register', visitor);
    await submitEmail(user, ' new@example.com ');
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ email: 'new@example.com' });
    await act(async () => answer([200, successAnswer()]));

    expect(await heading("What's your name?")).toBeInTheDocument();
    expect(store.getState().session.user?.email).toBe(newUser.email);
    expect(store.getState().registration).toMatchObject({
      email: newUser.email,
      authMethod: 'email',
      currentStep: { step: 2, subStep: null },
    });
    expect(await trackedEvents(requests)).toEqual([
      { event: 'account created', properties: { method: 'email' } },
    ]);
  });

  it('shows a taken email in a red banner with a way to sign in, and stays', async () => {
    mockApi({ [REGISTER]: [400, emailTaken] });
    const { user, store } = renderRegistration('/register', visitor);
    await submitEmail(user);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('An account with this email already exists. Please sign in instead.');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().registration?.currentStep.step).toBe(1);
  });

  it.each<[string, [number, unknown], string]>([
    [
      'a server detail',
      [429, { detail: 'Too many registrations. Try again later.' }],
      'Too many registrations. Try again later.',
    ],
    ['no reason', [500, {}], 'An unexpected error occurred. Please try again.'],
    [
      'an answer that is not a success',
      [200, { status: 'error' }],
      'An unexpected error occurred. Please try again.',
    ],
  ])('shows the normalised message for %s (spec 000 §8)', async (_case, reply, message) => {
    mockApi({ [REGISTER]: reply });
    const { user } = renderRegistration('/register', visitor);
    await submitEmail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('step 1 reopened by Back from step 2 (issue 33 item 3)', () => {
  const reopened = { draft: draftOf({ firstName: 'Nia' }) };

  it('shows the email of the account it created', async () => {
    renderRegistration('/register', reopened);
    expect(await heading('Create Your Account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(newUser.email);
  });

  it('registers another email typed instead as a new account, with a fresh draft', async () => {
    const other = { ...newUser, id: 22, email: 'nia@example.com' };
    const requests = mockApi({ [REGISTER]: [200, successAnswer(other)] });
    const { user, store } = renderRegistration('/register', reopened);
    await user.clear(await screen.findByLabelText('Email'));
    await submitEmail(user, other.email);
    expect(await heading("What's your name?")).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/users/api/register/email/')?.body).toEqual({
      email: other.email,
    });
    expect(store.getState().registration).toMatchObject({ email: other.email, firstName: '' });
  });
});
