import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import type { IntegrationStatusView } from '../../../components/integration-status';
import type { QueryStatus } from '../../../components/query-content';
import { ChromeIntegrationScreen } from '../components/chrome-integration-screen';

const loaded: QueryStatus = {
  data: [],
  isLoading: false,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
};

function renderScreen(status: IntegrationStatusView, query = loaded) {
  return renderWithProviders(<ChromeIntegrationScreen integrationsQuery={query} status={status} />, {
    route: '/integrations/chrome',
  });
}

const statusPanel = () => screen.getByRole('region', { name: 'Extension status' });

describe('chrome integration screen (spec 001 §2, §4 chrome setup)', () => {
  it('explains in plain steps how to install, pin and sign in through the extension', () => {
    renderScreen({ label: 'Inactive', complete: false });
    const steps = within(screen.getByRole('region', { name: 'Set up the extension' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Install the extension',
      'Pin it to the toolbar',
      'Sign in through the extension',
      'Come back here',
    ]);
    const store = screen.getByRole('link', { name: /Chrome Web Store/ });
    expect(store).toHaveAttribute('href', 'https://chromewebstore.google.com/search/Lifeguard');
    expect(store).toHaveAttribute('target', '_blank');
    expect(store).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says it is waiting while inactive, and connected once active', () => {
    const { unmount } = renderScreen({ label: 'Inactive', complete: false });
    expect(statusPanel()).toHaveTextContent('Status: Inactive');
    expect(statusPanel()).toHaveTextContent(
      'Waiting for the extension to connect. This page updates by itself.',
    );
    unmount();
    renderScreen({ label: 'Active', complete: true });
    expect(statusPanel()).toHaveTextContent('Status: Active');
    expect(statusPanel()).toHaveTextContent('The extension is connected and protecting your browsing.');
  });

  it('shows a placeholder while the status loads', () => {
    renderScreen({ label: 'Inactive', complete: false }, { ...loaded, data: undefined, isLoading: true });
    expect(within(statusPanel()).getByRole('status')).toHaveTextContent('Loading status...');
    expect(statusPanel()).not.toHaveTextContent('Status:');
  });
});
