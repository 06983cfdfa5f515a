import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { WelcomeBanner } from '../components/welcome-banner';

const banner = () => within(screen.getByRole('region', { name: 'New to Lifeguard?' }));

describe('welcome banner (spec 001 §2; issue 15: its text fits the user state)', () => {
  it('offers a first dark web scan to a user without one', () => {
    renderWithProviders(<WelcomeBanner latestScan={null} />, { route: '/dashboard' });
    expect(banner().getByText(/Start by checking whether your details have turned up/)).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Run a dark web scan' })).toHaveAttribute(
      'href',
      '/dark-web-scan',
    );
  });

  it('points a user whose scan found records at the results, not at a first scan', () => {
    renderWithProviders(<WelcomeBanner latestScan={{ totalResults: 7 }} />, { route: '/dashboard' });
    expect(
      banner().getByText(/Your dark web scan found your details in 7 breach records/),
    ).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Review your scan results' })).toHaveAttribute(
      'href',
      '/dark-web-scan',
    );
    expect(screen.queryByText(/Start by checking/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Run a dark web scan' })).not.toBeInTheDocument();
  });

  it('says one record in the singular', () => {
    renderWithProviders(<WelcomeBanner latestScan={{ totalResults: 1 }} />, { route: '/dashboard' });
    expect(banner().getByText(/in 1 breach record:/)).toBeInTheDocument();
  });

  it('says a clean scan found nothing', () => {
    renderWithProviders(<WelcomeBanner latestScan={{ totalResults: 0 }} />, { route: '/dashboard' });
    expect(banner().getByText(/found none of your details in known data breaches/)).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'View your dark web scan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Run a dark web scan' })).not.toBeInTheDocument();
  });

  it('offers nothing while the scans load, so it does not change its mind', () => {
    renderWithProviders(<WelcomeBanner latestScan={undefined} />, { route: '/dashboard' });
    expect(banner().getByText(/Activity timeline\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
