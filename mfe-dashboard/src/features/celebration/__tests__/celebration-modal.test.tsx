import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { CelebrationModal } from '../components/celebration-modal';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** The dashboard's side of it: integrations turning all active at some point. */
function Harness() {
  const [allActive, setAllActive] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAllActive(true)}>
        Everything on
      </button>
      <CelebrationModal allActive={allActive} />
    </>
  );
}

function prefersReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...original(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('celebration modal (spec 001 §4, §9)', () => {
  it('shows once every integration is active, with 3 s of confetti, and remembers it', async () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Everything on' }).click());
    expect(screen.getByRole('dialog', { name: "You're fully protected!" })).toBeInTheDocument();
    expect(localStorage.getItem('integrationsCelebrationShown')).toBe('true');
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    await advance(2999);
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not show again once remembered', () => {
    localStorage.setItem('integrationsCelebrationShown', 'true');
    renderWithProviders(<CelebrationModal allActive />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('celebrates without confetti for users who prefer reduced motion', () => {
    prefersReducedMotion(true);
    renderWithProviders(<CelebrationModal allActive />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('closes from its button', async () => {
    renderWithProviders(<CelebrationModal allActive />);
    act(() => screen.getByRole('button', { name: 'Back to my dashboard' }).click());
    await advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
