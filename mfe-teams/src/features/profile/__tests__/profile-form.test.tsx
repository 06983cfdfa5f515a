import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { ProfilePage } from '../../../pages/profile-page';
import { accountUser, CSRF_TOKEN, renderAccountPage } from '../../../testing/account-fixtures';
import { profileSecurityAnswers, withoutSecurityLoads } from '../../../testing/security-fixtures';
import { TOO_LONG } from '../components/profile-schema';
import { PROFILE_SAVED } from '../hooks/use-save-profile';

const DETAIL = 'PATCH /users/api/user/detail/';

const renderProfile = () => renderAccountPage(<ProfilePage />, '/users/profile/');

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('profile names (issue 13 "Account pages", spec 001 §2 Profile)', () => {
  it('shows the names and the email read-only, saves the trimmed names and updates the session user', async () => {
    const saved = accountUser({
      first_name: 'Augusta',
      middle_name: 'Ada',
      suffix: 'II',
      display_name: 'Augusta Lovelace',
      full_name: 'Augusta Lovelace',
    });
    const requests = mockApi({
      ...profileSecurityAnswers,
      [DETAIL]: [200, { status: 'success', user: saved }],
    });
    const { user, store } = renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Last name')).toHaveValue('Lovelace');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveAccessibleDescription(
      'To change it, add an address under Email addresses and make it primary.',
    );

    await user.clear(field('First name'));
    await user.type(field('First name'), '  Augusta ');
    await user.type(field('Middle name (optional)'), 'Ada');
    await user.selectOptions(screen.getByLabelText('Suffix'), 'II');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual([
        expect.objectContaining({ message: PROFILE_SAVED, type: 'success' }),
      ]),
    );
    expect(withoutSecurityLoads(requests).map(({ method, path, body }) => [method, path, body])).toEqual([
      [
        'PATCH',
        '/users/api/user/detail/',
        { first_name: 'Augusta', middle_name: 'Ada', last_name: 'Lovelace', suffix: 'II' },
      ],
    ]);
    expect(withoutSecurityLoads(requests)[0]?.headers.get('X-CSRFToken')).toBe(CSRF_TOKEN);
    expect(store.getState().session.user).toMatchObject({
      firstName: 'Augusta',
      displayName: 'Augusta Lovelace',
    });
    expect(field('First name')).toHaveValue('Augusta');
  });

  it('refuses an empty first name and a too long last name under the fields, sending nothing', async () => {
    const requests = mockApi({
      ...profileSecurityAnswers,
      [DETAIL]: [200, { status: 'success', user: accountUser() }],
    });
    const { user, store } = renderProfile();

    await user.clear(field('First name'));
    await user.type(field('First name'), '   ');
    await user.clear(field('Last name'));
    await user.click(field('Last name'));
    await user.paste('L'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(field('First name')).toHaveAccessibleDescription('This field is required');
    expect(field('Last name')).toHaveAccessibleDescription(TOO_LONG);
    expect(withoutSecurityLoads(requests)).toHaveLength(0);
    expect(store.getState().toasts.items).toEqual([]);
  });

  it("shows the server's refusal of a field under that field", async () => {
    mockApi({
      ...profileSecurityAnswers,
      [DETAIL]: [
        400,
        { status: 'error', errors: [{ message: 'Enter a last name.', code: 'invalid', param: 'last_name' }] },
      ],
    });
    const { user, store } = renderProfile();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a last name.')).toBeInTheDocument();
    expect(field('Last name')).toHaveAccessibleDescription('Enter a last name.');
    expect(store.getState().session.user?.lastName).toBe('Lovelace');
    expect(store.getState().toasts.items).toEqual([]);
  });
});
