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
  it('explains in plain steps how to download, add, pin and connect the extension (issue 32)', () => {
    renderScreen({ label: 'Inactive', complete: false });
    const steps = within(screen.getByRole('region', { name: 'Set up the extension' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Download the extension',
      'Add it to Chrome',
      'Pin it to the toolbar',
      'Connect it to your account',
      'Come back here',
    ]);
    const download = screen.getByRole('link', { name: 'Download the Lifeguard extension' });
    expect(download).toHaveAttribute('href', '/integrations/api/extension/download/');
    expect(download).toHaveAttribute('download');
  });

  it('says that only blocked websites leave the browser, with the privacy statement', () => {
    renderScreen({ label: 'Inactive', complete: false });
    const privacy = screen.getByRole('region', { name: 'Your privacy' });
    expect(privacy).toHaveTextContent(
      'Only the name of a website it blocks is sent to your Lifeguard account',
    );
    expect(within(privacy).getByRole('link', { name: 'Read the privacy statement' })).toHaveAttribute(
      'href',
      '/privacy/#browser-extension',
    );
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
