import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { routes } from '../../routes';
import { DashboardPage } from '../dashboard-page';

const DAY = 24 * 60 * 60 * 1000;
const joinedAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const ann: ServerUser = { id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };

function renderPage(user: ServerUser | null) {
  return renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    preloadedState: { session: { user: user && toClientUser(user) } },
  });
}

describe('dashboard page (spec 001 §2, §4)', () => {
  it('is the remote route named dashboard at /dashboard', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toEqual([{ id: 'dashboard', path: '/dashboard' }]);
  });

  it('greets a brand-new user as welcome_new inside the sidebar layout', () => {
    renderPage({ ...ann, date_joined: joinedAgo(DAY / 2) });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Lifeguard, Ann!' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('tells a first-time user with nothing set up that they are almost there', () => {
    renderPage({ ...ann, date_joined: joinedAgo(10 * DAY) });
    expect(screen.getByRole('heading', { level: 1, name: 'Almost there, Ann!' })).toBeInTheDocument();
    expect(screen.getByText('A few protections still need setting up.')).toBeInTheDocument();
  });

  it('invites a longer-standing user without a scan to check their security, by email name', () => {
    renderPage({ ...ann, first_name: '', date_joined: joinedAgo(90 * DAY) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ready to check your security, Ann?' }),
    ).toBeInTheDocument();
  });

  it("shows the user's account facts, nothing invented", () => {
    const joined = '2025-01-15T12:00:00Z';
    renderPage({ ...ann, date_joined: joined, phone_number: '+15551234567', phone_verified: true });
    const facts = screen.getByRole('region', { name: 'Your account' });
    const expectedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(joined));
    expect(facts).toHaveTextContent('Signed in as' + 'ann@example.com');
    expect(facts).toHaveTextContent('Name' + 'Ann Lee');
    expect(facts).toHaveTextContent('Member since' + expectedDate);
    expect(facts).toHaveTextContent('+15551234567 (verified)');
    expect(facts).toHaveTextContent('Password' + 'Set');
  });

  it('leaves out what is not known', () => {
    renderPage({ id: 2, email: 'bob@example.com', first_name: '', last_name: '' });
    const facts = screen.getByRole('region', { name: 'Your account' });
    expect(facts).not.toHaveTextContent('Member since');
    expect(facts).not.toHaveTextContent('Name');
    expect(facts).toHaveTextContent('Phone number' + 'Not added yet');
  });

  it('shows a spinner while there is no user', () => {
    renderPage(null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
