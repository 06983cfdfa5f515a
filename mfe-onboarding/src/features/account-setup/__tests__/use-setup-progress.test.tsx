import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { SETUP_PAUSE_MS, useSetupProgress } from '../hooks/use-setup-progress';

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useSetupProgress (spec 000 §4 "Setup loading", §9)', () => {
  it('finishes once, even when a new onDone comes while the next screen loads', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ onDone }) => useSetupProgress(onDone), {
      initialProps: { onDone: first },
    });
    await advance(4000);
    expect(result.current).toBe(100);
    await advance(SETUP_PAUSE_MS);
    expect(first).toHaveBeenCalledTimes(1);
    // Finishing clears the draft, which gives the screen a new onDone before it unmounts.
    rerender({ onDone: second });
    await advance(SETUP_PAUSE_MS * 4);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('a new onDone before the pause ends restarts the pause, and only it is called', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ onDone }) => useSetupProgress(onDone), {
      initialProps: { onDone: first },
    });
    await advance(4000 + SETUP_PAUSE_MS - 100);
    rerender({ onDone: second });
    await advance(SETUP_PAUSE_MS - 1);
    expect(second).not.toHaveBeenCalled();
    await advance(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
