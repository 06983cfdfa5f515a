import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { AnswerError } from '../components/answer-error';
import { CHAT_ERRORS } from '../utils/chat-texts';

afterEach(() => {
  delete (window as { Intercom?: unknown }).Intercom;
  delete (window as { lifeguardMessengerAppId?: string }).lifeguardMessengerAppId;
});

describe('an answer that failed (spec 001 §8; issue 33 item 2)', () => {
  it('keeps the words, with "contact support" a link to Contact Support naming this page', () => {
    renderWithProviders(<AnswerError text={CHAT_ERRORS.explainFailure} />, { route: '/dashboard' });
    const link = screen.getByRole('link', { name: 'contact support' });
    expect(link).toHaveAttribute('href', '/contact-support?page=%2Fdashboard');
    expect(link.closest('p')).toHaveTextContent(CHAT_ERRORS.explainFailure);
  });

  it('is text alone when it says nothing of support', () => {
    renderWithProviders(<AnswerError text="I encountered an error: Tool execution failed" />);
    expect(screen.getByText('I encountered an error: Tool execution failed')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the support messenger instead when one is configured', async () => {
    const show = jest.fn();
    Object.assign(window, { lifeguardMessengerAppId: 'app-1', Intercom: show });
    const { user } = renderWithProviders(<AnswerError text={CHAT_ERRORS.explainFailure} />, {
      route: '/dashboard',
    });
    await user.click(screen.getByRole('link', { name: 'contact support' }));
    expect(show).toHaveBeenCalledWith('show');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
