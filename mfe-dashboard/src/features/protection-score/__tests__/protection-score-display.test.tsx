import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ProtectionProgress } from '../components/protection-progress';
import { ProtectionRing } from '../components/protection-ring';

const on = { required: true, is_active: true, is_configured: true };
const off = { required: true, is_active: false, is_configured: false };

describe('protection score display (spec 001 §2, §9)', () => {
  it('reads the ring as one image, in the warning colour below 100 and green at 100', () => {
    const { unmount } = renderWithProviders(<ProtectionRing score={60} />);
    const ring = screen.getByRole('img', { name: 'Protection score 60%' });
    expect(ring.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    unmount();
    renderWithProviders(<ProtectionRing score={100} />);
    const full = screen.getByRole('img', { name: 'Protection score 100%' });
    expect(full.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'complete');
  });

  it('shows the score as a progress bar, amber while a required protection is off', () => {
    renderWithProviders(<ProtectionProgress integrations={[on, on, on, off]} />);
    const bar = screen.getByRole('progressbar', { name: 'Protection progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar.firstElementChild).toHaveAttribute('data-colour', 'amber');
  });

  it('turns the bar green at 100', () => {
    renderWithProviders(<ProtectionProgress integrations={[on, on]} />);
    expect(screen.getByRole('progressbar').firstElementChild).toHaveAttribute('data-colour', 'green');
  });
});
