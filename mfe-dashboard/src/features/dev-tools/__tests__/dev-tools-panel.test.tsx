import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { DevToolsPanel } from '../components/dev-tools-panel';
import { pageReload } from '../utils/dev-actions';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function clickAndReload(name: string) {
  const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  act(() => screen.getByRole('button', { name }).click());
  await advance(99);
  expect(reload).not.toHaveBeenCalled();
  await advance(1);
  expect(reload).toHaveBeenCalledTimes(1);
}

beforeEach(() => {
  jest.useFakeTimers();
  renderWithProviders(<DevToolsPanel />);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('developer-tools panel (spec 001 §2, §9: reload after 100 ms)', () => {
  it('triggers the welcome modal', async () => {
    await clickAndReload('Show welcome modal');
    expect(sessionStorage.getItem('showWelcomeModal')).toBe('true');
  });

  it('toggles the first-time summary on and off', async () => {
    await clickAndReload('Toggle first-time summary');
    expect(localStorage.getItem('devToggleFirstTimeSummary')).toBe('true');
    jest.restoreAllMocks();
    await clickAndReload('Toggle first-time summary');
    expect(localStorage.getItem('devToggleFirstTimeSummary')).toBe('false');
  });

  it("clears the summary's dismissal, reason and date", async () => {
    localStorage.setItem('firstTimeScanSummaryDismissed', 'true');
    localStorage.setItem('firstTimeScanSummaryDismissedReason', 'manual');
    localStorage.setItem('firstTimeScanSummaryDismissedDate', '2025-06-01T00:00:00.000Z');
    localStorage.setItem('setupFlowEntryPoint', 'first_time_summary');
    await clickAndReload('Clear summary dismissal');
    expect(localStorage.getItem('firstTimeScanSummaryDismissed')).toBeNull();
    expect(localStorage.getItem('firstTimeScanSummaryDismissedReason')).toBeNull();
    expect(localStorage.getItem('firstTimeScanSummaryDismissedDate')).toBeNull();
    expect(localStorage.getItem('setupFlowEntryPoint')).toBe('first_time_summary');
  });
});
