import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { withRetries } from '../retry';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('dashboard initialization retry (spec 001 §4, §9: max 3, 1 s × attempt)', () => {
  it('retries up to 3 times after 1 s, 2 s and 3 s, then rejects with the last error', async () => {
    const run = jest.fn<() => Promise<string>>().mockRejectedValue(new Error('down'));
    const result = withRetries(run, { shouldRetry: () => true });
    const settled = result.catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(run).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    await expect(settled).resolves.toBe('down');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('resolves with the first success', async () => {
    const run = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('blip'))
      .mockResolvedValue('ok');
    const result = withRetries(run, { shouldRetry: () => true });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not retry an error it is told not to', async () => {
    const run = jest.fn<() => Promise<string>>().mockRejectedValue(new Error('signed out'));
    await expect(withRetries(run, { shouldRetry: () => false })).rejects.toThrow('signed out');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
