import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { Skeleton } from '../skeleton';

describe('Skeleton (spec 001 §3 skeleton placeholder types)', () => {
  it('announces one busy status with its label, whatever the count', () => {
    renderWithProviders(<Skeleton variant="action-item" count={3} label="Loading action items" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading action items');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it.each(['integration-status', 'chat-message', 'action-item', 'generic'] as const)(
    'draws the %s shape',
    (variant) => {
      renderWithProviders(<Skeleton variant={variant} />);
      expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
    },
  );

  it('says Loading... by default', () => {
    renderWithProviders(<Skeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
