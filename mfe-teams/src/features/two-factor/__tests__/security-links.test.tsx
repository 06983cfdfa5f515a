import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { ProfilePage } from '../../../pages/profile-page';
import { renderAccountPage } from '../../../testing/account-fixtures';
import {
  activeAuthenticators,
  AUTHENTICATORS,
  listAnswer,
  profileSecurityAnswers,
} from '../../../testing/security-fixtures';

const security = () => screen.findByRole('region', { name: 'Security' });

describe("The profile's Security section (issue 16 §5, §6)", () => {
  it.each([
    ['Off', []],
    ['On', activeAuthenticators()],
  ])(
    'links to two-factor authentication, saying it is %s, and to the signed-in devices',
    async (state, data) => {
      mockApi({ ...profileSecurityAnswers, [`GET ${AUTHENTICATORS}`]: listAnswer(data) });
      renderAccountPage(<ProfilePage />, '/users/profile/');

      const section = await security();
      const [twoFactor, devices] = within(section).getAllByRole('listitem');
      expect(await within(twoFactor!).findByText(state)).toBeInTheDocument();
      expect(within(twoFactor!).getByRole('link', { name: 'Two-factor authentication' })).toHaveAttribute(
        'href',
        '/accounts/2fa',
      );
      expect(within(devices!).getByRole('link', { name: 'Signed-in devices' })).toHaveAttribute(
        'href',
        '/accounts/sessions',
      );
    },
  );

  it('comes after the connected accounts and before Your data', async () => {
    mockApi(profileSecurityAnswers);
    renderAccountPage(<ProfilePage />, '/users/profile/');

    await security();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Your details',
      'Email addresses',
      'Connected accounts',
      'Security',
      'Your data',
    ]);
  });
});
