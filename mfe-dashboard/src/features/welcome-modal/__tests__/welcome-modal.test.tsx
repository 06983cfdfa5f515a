import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { WelcomeModal } from '../components/welcome-modal';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function renderModal() {
  const rendered = renderWithProviders(
    <>
      <button type="button">Before</button>
      <WelcomeModal />
    </>,
    { route: '/dashboard' },
  );
  return { ...rendered, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('welcome modal (spec 001 §4, §9)', () => {
  it('opens 500 ms after load when the session flag is set', async () => {
    sessionStorage.setItem('showWelcomeModal', 'true');
    renderModal();
    await advance(499);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Lifeguard' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: "Let's get started" })).toHaveFocus();
  });

  it('never opens without the flag', async () => {
    renderModal();
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Let's get started' clears the flag and closes after its 300 ms animation, staying on the dashboard", async () => {
    sessionStorage.setItem('showWelcomeModal', 'true');
    const { user } = renderModal();
    await advance(500);
    await user.click(screen.getByRole('button', { name: "Let's get started" }));
    expect(sessionStorage.getItem('showWelcomeModal')).toBeNull();
    await advance(299);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('keeps focus inside and closes on Escape', async () => {
    sessionStorage.setItem('showWelcomeModal', 'true');
    const { user } = renderModal();
    await advance(500);
    const start = screen.getByRole('button', { name: "Let's get started" });
    await user.tab();
    expect(start).toHaveFocus();
    await user.tab({ shift: true });
    expect(start).toHaveFocus();
    await user.keyboard('{Escape}');
    await advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('showWelcomeModal')).toBeNull();
  });
});
