import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ProgressBar } from '../progress-bar';

describe('ProgressBar (WAI-ARIA progressbar, issue 36)', () => {
  it('reads its value 0–100, in words when given, and can show the percentage', () => {
    renderWithProviders(<ProgressBar label="Upload" percent={40} valueText="2 of 5 files" showPercent />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 files');
    expect(screen.getByText('40%')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no value while unknown, and names its fill colour', () => {
    renderWithProviders(<ProgressBar label="Counting" percent={undefined} colour="amber" />);
    const bar = screen.getByRole('progressbar', { name: 'Counting' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.firstElementChild).toHaveAttribute('data-colour', 'amber');
  });
});
