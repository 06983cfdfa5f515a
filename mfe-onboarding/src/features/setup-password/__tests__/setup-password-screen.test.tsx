import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { draftOf, newUser } from '../../../testing/fixtures';
import { elsewhere, heading, renderRegistration } from '../../../testing/render-registration';
import { DRAFT_STORAGE_KEY } from '../../../stores/draft-storage';

const SETUP = 'POST /users/api/password/setup/';
const USER_DETAIL = 'GET /users/api/user/detail/';
const onPasswordStep = () => draftOf({ currentStep: { step: 3.75, subStep: null } });

function renderSetPassword() {
  return renderRegistration('/register/setup-password', { draft: onPasswordStep() });
}

async function submitPasswords(
  user: ReturnType<typeof renderSetPassword>['user'],
  password: string,
  confirmation = password,
) {
  await user.type(await screen.findByLabelText('Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('set password, step 3.75 (spec 000 §5 "Set password")', () => {
  it('checks each rule live as the user types', async () => {
    const { user } = renderSetPassword();
    expect(await heading('Create Your Password')).toBeInTheDocument();
    expect(screen.getByText("You'll sign in with new@example.com and this password.")).toBeInTheDocument();
    const rules = () =>
      within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    expect(rules().map((rule) => rule.textContent)).toEqual([
      '○At least 8 characters: not met',
      '○One uppercase letter: not met',
      '○One number: not met',
      '○One special character: not met',
    ]);
    await user.type(screen.getByLabelText('Password'), 'Secret');
    expect(rules().map((rule) => rule.textContent?.endsWith(': met'))).toEqual([false, true, false, false]);
    await user.type(screen.getByLabelText('Password'), '12!');
    expect(rules().map((rule) => rule.textContent)).toEqual([
      '✓At least 8 characters: met',
      '✓One uppercase letter: met',
      '✓One number: met',
      '✓One special character: met',
    ]);
  });

  it.each([
    ['Ab1!', 'Ab1!', 'Password must be at least 8 characters long'],
    ['secret12!', 'secret12!', 'Password must include at least one uppercase letter'],
    ['Secretpass!', 'Secretpass!', 'Password must include at least one number'],
    ['Secret1234', 'Secret1234', 'Password must include at least one special character'],
    ['Secret123!', 'Secret123?', 'Passwords do not match'],
    ['Secret123!', '', 'Confirmation password is required'],
  ])('refuses %p / %p with %p before calling the server', async (password, confirmation, message) => {
    const requests = mockApi({ [SETUP]: [200, { status: 'success' }] });
    const { user } = renderSetPassword();
    await submitPasswords(user, password, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sets the password, refetches the user, sets the welcome flag, clears the draft and opens the dashboard', async () => {
    const requests = mockApi({
      [SETUP]: [200, { status: 'success' }],
      [USER_DETAIL]: [200, { status: 'success', user: { ...newUser, has_usable_password: true } }],
    });
    const { user, store } = renderSetPassword();
    await submitPasswords(user, 'Secret123!');
    expect(await elsewhere()).toBe('/dashboard');
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/users/api/password/setup/', { password: 'Secret123!' }],
      ['GET', '/users/api/user/detail/', undefined],
    ]);
    expect(store.getState().session.user?.hasUsablePassword).toBe(true);
    expect(sessionStorage.getItem('showWelcomeModal')).toBe('true');
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(store.getState().registration?.email).toBe('');
  });

  it('opens the family invitation the registration began from instead of the dashboard (issue 13)', async () => {
    const invitation = '/teams/invitation/7?key=k3y_0123456789abcdefghij';
    sessionStorage.setItem('pendingInvitation', invitation);
    mockApi({
      [SETUP]: [200, { status: 'success' }],
      [USER_DETAIL]: [200, { status: 'success', user: { ...newUser, has_usable_password: true } }],
    });
    const { user } = renderSetPassword();
    await submitPasswords(user, 'Secret123!');
    expect(await elsewhere()).toBe(invitation);
    expect(sessionStorage.getItem('pendingInvitation')).toBeNull();
  });

  it.each<[string, MockHandler | [number, unknown], string]>([
    [
      'the server reason',
      [
        400,
        {
          status: 400,
          errors: [
            {
              message: 'Your account already has a password. Change it instead.',
              code: 'password_already_set',
              param: 'password',
            },
          ],
        },
      ],
      'Your account already has a password. Change it instead.',
    ],
    [
      "the account system's failure text without one",
      [500, { status: 'error', errors: [] }],
      'Failed to set your password. Please try again.',
    ],
    [
      'that the session ended (401 without a message)',
      [401, { status: 401, data: { flows: [{ id: 'login' }] }, meta: { is_authenticated: false } }],
      'Your session has ended. Please sign in again.',
    ],
    [
      'the unexpected error without an answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An unexpected error occurred. Please try again.',
    ],
  ])('shows %s and stays (spec 000 §8)', async (_case, reply, message) => {
    mockApi({ [SETUP]: reply });
    const { user } = renderSetPassword();
    await submitPasswords(user, 'Secret123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeEnabled();
    expect(sessionStorage.getItem('showWelcomeModal')).toBeNull();
  });

  it("shows the screen's failure text for an answer that is not our server's (spec 000 §8)", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const { user } = renderSetPassword();
    await submitPasswords(user, 'Secret123!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to set password. Please try again.');
    expect(sessionStorage.getItem('showWelcomeModal')).toBeNull();
  });
});
