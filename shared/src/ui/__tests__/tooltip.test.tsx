import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { Tooltip } from '../tooltip';

/** Moves the fake clock by `ms`, letting React apply what the timers did. */
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderIconButton() {
  const onFocus = jest.fn();
  renderWithProviders(
    <>
      <Tooltip content="Close the security assistant">
        <button type="button" aria-label="Close" aria-describedby="hint" onFocus={onFocus}>
          ×
        </button>
      </Tooltip>
      <p id="hint">Your conversation is kept.</p>
      <button type="button">Elsewhere</button>
    </>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user, onFocus, button: screen.getByRole('button', { name: 'Close' }) };
}

const tooltip = () => screen.getByRole('tooltip', { hidden: true });

describe('Tooltip (spec 001 §9, issue 33 item 4)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows on hover after the 200 ms show delay, not before', async () => {
    const { user, button } = renderIconButton();
    await user.hover(button);
    await wait(199);
    expect(tooltip()).not.toBeVisible();
    await wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close the security assistant');
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('describes the trigger, which keeps its own name and description', () => {
    const { button } = renderIconButton();
    expect(button.getAttribute('aria-describedby')?.split(' ')).toEqual(['hint', tooltip().id]);
    expect(button).toHaveAccessibleName('Close');
    expect(button).toHaveAccessibleDescription('Your conversation is kept. Close the security assistant');
  });

  it('shows 200 ms after keyboard focus arrives and hides at once on blur', async () => {
    const { user, button, onFocus } = renderIconButton();
    await user.tab();
    expect(button).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await wait(199);
    expect(tooltip()).not.toBeVisible();
    await wait(1);
    expect(tooltip()).toBeVisible();
    await user.tab();
    expect(tooltip()).not.toBeVisible();
  });

  it('closes on Escape, wherever focus is', async () => {
    const { user, button } = renderIconButton();
    await user.hover(button);
    await wait(200);
    expect(tooltip()).toBeVisible();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tooltip()).not.toBeVisible();
  });

  it('Escape on the trigger cancels a show still pending', async () => {
    const { user, button } = renderIconButton();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await wait(500);
    expect(tooltip()).not.toBeVisible();
  });

  it('hides 400 ms (the menu hide delay) after the pointer leaves, unless it moved onto the tooltip', async () => {
    const { user, button } = renderIconButton();
    await user.hover(button);
    await wait(200);
    await user.unhover(button);
    await wait(399);
    expect(tooltip()).toBeVisible();
    await wait(1);
    expect(tooltip()).not.toBeVisible();

    await user.hover(button);
    await wait(200);
    await user.unhover(button);
    await user.hover(tooltip());
    await wait(1000);
    expect(tooltip()).toBeVisible();
    await user.unhover(tooltip());
    await wait(400);
    expect(tooltip()).not.toBeVisible();
  });

  it('never shows when the pointer passes by quicker than the show delay', async () => {
    const { user, button } = renderIconButton();
    await user.hover(button);
    await wait(150);
    await user.unhover(button);
    await wait(1000);
    expect(tooltip()).not.toBeVisible();
  });
});
