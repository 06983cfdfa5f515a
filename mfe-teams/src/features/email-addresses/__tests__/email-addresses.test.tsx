import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { ProfilePage } from '../../../pages/profile-page';
import { accountUser, CSRF_TOKEN, renderAccountPage } from '../../../testing/account-fixtures';
import {
  allauthError,
  EMAIL,
  emailAddress,
  listAnswer,
  profileSecurityAnswers,
  reauthenticationRequired,
  REAUTHENTICATE,
} from '../../../testing/security-fixtures';
import { TOO_MANY_MAILS, verificationSent } from '../hooks/use-email-actions';

const PAGE = '/users/profile/';
const primary = emailAddress();
const spare = emailAddress({ email: 'ada@work.example', primary: false, verified: true });
const pending = emailAddress({ email: 'ada@old.example', primary: false, verified: false });

const section = () => screen.findByRole('region', { name: 'Email addresses' });
/** The list row of `email`, once the list shows it (it may still be loading). */
const rowOf = async (email: string) => {
  const list = await within(await section()).findByRole('list', { name: 'Email addresses' });
  return waitFor(() => {
    const row = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith(email));
    if (!row) throw new Error(`No row for ${email}`);
    return row;
  });
};
const buttonNames = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('Email addresses on the profile (issue 16 §3)', () => {
  it('lists each address with its state in words and only the actions that apply', async () => {
    mockApi({ ...profileSecurityAnswers, [`GET ${EMAIL}`]: listAnswer([primary, spare, pending]) });
    renderAccountPage(<ProfilePage />, PAGE);

    const first = await rowOf('ada@example.com');
    expect(first).toHaveTextContent('PrimaryVerified');
    expect(buttonNames(first)).toEqual([]);
    const second = await rowOf('ada@work.example');
    expect(second).toHaveTextContent('Verified');
    expect(second).not.toHaveTextContent('Primary');
    expect(buttonNames(second)).toEqual(['Make primary', 'Remove']);
    const third = await rowOf('ada@old.example');
    expect(third).toHaveTextContent('Unverified');
    expect(buttonNames(third)).toEqual(['Send verification email', 'Remove']);
    expect(within(third).getByRole('button', { name: 'Remove ada@old.example' })).toBeInTheDocument();

    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('adds an address: the link is sent, the list shows it unverified and the field empties', async () => {
    const added = emailAddress({ email: 'ada@new.example', primary: false, verified: false });
    const requests = mockApi({ ...profileSecurityAnswers, [`POST ${EMAIL}`]: listAnswer([primary, added]) });
    const { user, store } = renderAccountPage(<ProfilePage />, PAGE);

    const form = within(await section()).getByRole('form', { name: 'Add email address' });
    await user.type(within(form).getByLabelText('Email address'), ' ada@new.example ');
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    expect(await rowOf('ada@new.example')).toHaveTextContent('Unverified');
    expect(within(form).getByLabelText('Email address')).toHaveValue('');
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: verificationSent('ada@new.example'), type: 'success' }),
    ]);
    expect(verificationSent('ada@new.example')).toBe('We sent a verification link to ada@new.example.');
    const posts = requests.filter(({ method }) => method === 'POST');
    expect(posts.map(({ path, body, headers }) => [path, body, headers.get('X-CSRFToken')])).toEqual([
      [EMAIL, { email: 'ada@new.example' }, CSRF_TOKEN],
    ]);
  });

  it("shows the server's refusal under the field and keeps what was typed", async () => {
    const message = 'This email address is already associated with this account.';
    mockApi({
      ...profileSecurityAnswers,
      [`POST ${EMAIL}`]: allauthError(400, message, 'duplicate_email', 'email'),
    });
    const { user, store } = renderAccountPage(<ProfilePage />, PAGE);

    const field = within(await section()).getByLabelText('Email address');
    await user.type(field, 'ada@example.com');
    await user.click(within(await section()).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue('ada@example.com');
    expect(store.getState().toasts.items).toEqual([]);
  });

  it("asks 'Confirm it's you' when the server wants it, then adds the address without another click", async () => {
    let fresh = false;
    const added = emailAddress({ email: 'ada@new.example', primary: false, verified: false });
    const requests = mockApi({
      ...profileSecurityAnswers,
      [`POST ${EMAIL}`]: () =>
        fresh ? listAnswer([primary, added]) : reauthenticationRequired([{ id: 'reauthenticate' }]),
      [`POST ${REAUTHENTICATE}`]: () => {
        fresh = true;
        return [200, { status: 200, data: { user: {}, methods: [] }, meta: { is_authenticated: true } }];
      },
    });
    const { user } = renderAccountPage(<ProfilePage />, PAGE);

    await user.type(within(await section()).getByLabelText('Email address'), 'ada@new.example');
    await user.click(within(await section()).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123!');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with password' }));

    expect(await rowOf('ada@new.example')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST').map(({ path, body }) => [path, body])).toEqual([
      [EMAIL, { email: 'ada@new.example' }],
      [REAUTHENTICATE, { password: 'Secret123!' }],
      [EMAIL, { email: 'ada@new.example' }],
    ]);
  });

  it('sends the verification link again, and says so when too many were sent', async () => {
    const answers: [number, unknown][] = [
      [200, { status: 200 }],
      [403, { status: 403 }],
    ];
    const requests = mockApi({
      ...profileSecurityAnswers,
      [`GET ${EMAIL}`]: listAnswer([primary, pending]),
      [`PUT ${EMAIL}`]: () => answers.shift()!,
    });
    const { user, store } = renderAccountPage(<ProfilePage />, PAGE);

    const row = await rowOf('ada@old.example');
    await user.click(within(row).getByRole('button', { name: 'Send verification email to ada@old.example' }));
    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual([
        expect.objectContaining({ message: verificationSent('ada@old.example') }),
      ]),
    );
    await user.click(within(row).getByRole('button', { name: 'Send verification email to ada@old.example' }));

    expect(await within(await section()).findByRole('alert')).toHaveTextContent(TOO_MANY_MAILS);
    expect(requests.filter(({ method }) => method === 'PUT').map(({ body }) => body)).toEqual([
      { email: 'ada@old.example' },
      { email: 'ada@old.example' },
    ]);
  });

  it('makes a verified address primary and takes it as the account email', async () => {
    const swapped = [
      { ...spare, primary: true },
      { ...primary, primary: false },
    ];
    const requests = mockApi({
      ...profileSecurityAnswers,
      [`GET ${EMAIL}`]: listAnswer([primary, spare]),
      [`PATCH ${EMAIL}`]: listAnswer(swapped),
      'GET /users/api/user/detail/': [
        200,
        { status: 'success', user: accountUser({ email: 'ada@work.example' }) },
      ],
    });
    const { user, store } = renderAccountPage(<ProfilePage />, PAGE);

    await user.click(
      within(await rowOf('ada@work.example')).getByRole('button', { name: 'Make ada@work.example primary' }),
    );

    await waitFor(() => expect(store.getState().session.user?.email).toBe('ada@work.example'));
    expect(await rowOf('ada@work.example')).toHaveTextContent('Primary');
    expect(buttonNames(await rowOf('ada@example.com'))).toEqual(['Make primary', 'Remove']);
    expect(requests.filter(({ method }) => method === 'PATCH').map(({ body }) => body)).toEqual([
      { email: 'ada@work.example', primary: true },
    ]);
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: 'ada@work.example is now your primary address.' }),
    ]);
  });

  it('removes an address after asking, and shows a refusal in the question', async () => {
    const message = 'You cannot remove your primary email address.';
    const answers = [
      allauthError(400, message, 'cannot_remove_primary_email', 'email'),
      listAnswer([primary]),
    ];
    const requests = mockApi({
      ...profileSecurityAnswers,
      [`GET ${EMAIL}`]: listAnswer([primary, spare]),
      [`DELETE ${EMAIL}`]: () => answers.shift()!,
    });
    const { user } = renderAccountPage(<ProfilePage />, PAGE);

    await user.click(
      within(await rowOf('ada@work.example')).getByRole('button', { name: 'Remove ada@work.example' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this email address?' });
    expect(dialog).toHaveTextContent('ada@work.example will no longer belong to your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = await within(await section()).findByRole('list', { name: 'Email addresses' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.filter(({ method }) => method === 'DELETE').map(({ body }) => body)).toEqual([
      { email: 'ada@work.example' },
      { email: 'ada@work.example' },
    ]);
  });

  it('says so when the addresses cannot be loaded, and tries again', async () => {
    const answers: [number, unknown][] = [[500, { status: 500, errors: [] }], listAnswer([primary])];
    mockApi({ ...profileSecurityAnswers, [`GET ${EMAIL}`]: () => answers.shift()! });
    const { user } = renderAccountPage(<ProfilePage />, PAGE);

    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load your email addresses.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await rowOf('ada@example.com')).toHaveTextContent('Primary');
  });
});
