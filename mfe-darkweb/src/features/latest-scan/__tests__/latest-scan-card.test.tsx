import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import { formatScanDate } from '../../../lib/format-date';
import { LatestScanCard } from '../components/latest-scan-card';

const scan = scanFixture({
  created_at: '2025-04-01T10:00:00Z',
  total_results: 17,
  emails_found: ['ann@example.com', 'ann.lee@work.example'],
  passwords_found: ['hunter2', 'letmein', 'qwerty'],
  usernames_found: ['annlee'],
  databases: ['LinkedIn', 'Adobe', 'Canva'],
  consolidated_data: {
    ...scanFixture().consolidated_data,
    email: ['ann@example.com', 'ann.lee@work.example'],
    phone: ['+1 (555) 123-4567'],
    name: ['Ann Lee'],
    license_plate: ['ABC1234'],
  },
});

describe('latest scan card (spec 001 §2, §4 risk level, §9 masking and limits)', () => {
  it('shows when the scan ran, its risk and what it found', () => {
    renderWithProviders(<LatestScanCard scan={scan} />);
    const card = screen.getByRole('region', { name: 'Latest scan' });
    expect(card).toHaveTextContent(formatScanDate(scan.created_at));
    expect(card).toHaveTextContent('High risk');
    expect(card).toHaveTextContent('Total results' + '17');
    expect(card).toHaveTextContent('Breach sources' + '3');
    expect(card).toHaveTextContent('Emails found' + '2');
    expect(card).toHaveTextContent('Passwords found' + '3');
    expect(card).toHaveTextContent('Usernames found' + '1');
  });

  it('shows up to 3 masked details, then how many more', () => {
    renderWithProviders(<LatestScanCard scan={scan} />);
    const details = within(screen.getByRole('list', { name: 'Exposed details' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(details).toEqual(['ann***@example.com', 'ann***@work.example', '***-***-4567', '+2 more']);
    expect(screen.getByRole('region', { name: 'Latest scan' })).not.toHaveTextContent('Ann Lee');
  });

  it('shows a scan the server masked (staff, issue 30) as it came', () => {
    const masked = scanFixture({
      total_results: 2,
      emails_found: ['ann***@example.com'],
      passwords_found: ['••••••••'],
      consolidated_data: {
        ...scanFixture().consolidated_data,
        email: ['ann***@example.com'],
        phone: ['***-***-4567'],
        name: ['A. L.'],
      },
      raw_data: null,
    });
    renderWithProviders(<LatestScanCard scan={masked} />);
    const details = within(screen.getByRole('list', { name: 'Exposed details' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(details).toEqual(['ann***@example.com', '***-***-4567', 'A. L.']);
  });

  it.each([
    [0, 'No risk'],
    [4, 'Low risk'],
    [5, 'Medium risk'],
    [30, 'Critical risk'],
  ])('grades %p results as %p', (total, label) => {
    renderWithProviders(<LatestScanCard scan={scanFixture({ total_results: total })} />);
    expect(screen.getByRole('region', { name: 'Latest scan' })).toHaveTextContent(label);
  });
});
