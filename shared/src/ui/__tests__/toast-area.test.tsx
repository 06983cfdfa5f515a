import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { toastAdded } from '../../toasts/toast-slice';
import { ToastArea } from '../toast-area';

describe('ToastArea (spec 000 §2, §4)', () => {
  it('removes a toast after its duration, 5000 ms by default', () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<ToastArea />);
    act(() => {
      store.dispatch(toastAdded({ message: 'Saved', type: 'success' }));
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('keeps a toast with duration 0 until it is dismissed', async () => {
    const { store, user } = renderWithProviders(<ToastArea />);
    act(() => {
      store.dispatch(toastAdded({ message: 'Check your email', type: 'error', duration: 0 }));
    });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Check your email');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });
});
