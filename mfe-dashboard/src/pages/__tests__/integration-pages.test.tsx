import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { toClientUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { routes } from '../../routes';
import { PhoneVerificationPage } from '../phone-verification-page';

describe('integration pages (spec 001 §2)', () => {
  it('are the routes darkweb-integration, chrome-integration and phone-verification of this remote', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toEqual(
      expect.arrayContaining([
        { id: 'darkweb-integration', path: '/integrations/darkweb' },
        { id: 'chrome-integration', path: '/integrations/chrome' },
        { id: 'phone-verification', path: '/integrations/phone' },
      ]),
    );
  });

  it('shows phone verification as page content, leaving the sidebar layout to the shell', () => {
    renderWithProviders(<PhoneVerificationPage />, {
      route: '/integrations/phone',
      preloadedState: {
        session: {
          user: toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: '' }),
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Phone verification' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
