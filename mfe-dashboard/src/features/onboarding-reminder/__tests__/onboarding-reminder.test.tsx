import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { getOnboardingStatusApi } from '../api/get-onboarding-status';
import { OnboardingReminder } from '../components/onboarding-reminder';
import { REMINDER_DISMISSED_KEY } from '../utils/reminder-dismissal';

const STATUS = 'GET /integrations/api/integrations/onboarding_status/';
const status = (active: string[], allRequiredActive = false): [number, unknown] => [
  200,
  {
    has_integrations: true,
    configured_types: ['darkweb', 'chrome', 'email', 'phone'],
    active_types: active,
    all_required_active: allRequiredActive,
  },
];
const reminder = () => screen.findByRole('region', { name: 'Not fully protected yet' });

afterEach(() => {
  sessionStorage.clear();
});

describe('onboarding reminder (spec 000 §2, spec 001 §7 onboarding_status)', () => {
  it('names the required protections still off, each with the link to set it up', async () => {
    const requests = mockApi({ [STATUS]: status(['darkweb', 'phone_verification']) });
    renderWithProviders(<OnboardingReminder />, { route: '/dashboard' });
    expect(await reminder()).toHaveTextContent(
      'Web Protection and Email Protection are not protecting you yet.',
    );
    expect(screen.getByRole('link', { name: 'Set up Web Protection' })).toHaveAttribute(
      'href',
      '/integrations/chrome',
    );
    expect(screen.getByRole('link', { name: 'Set up Email Protection' })).toHaveAttribute(
      'href',
      '/integrations/email',
    );
    // phone_verification counts as phone protection (spec 001 §3).
    expect(screen.queryByRole('link', { name: 'Set up Phone Protection' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/integrations/api/integrations/onboarding_status/']);
  });

  it('stays hidden when every required protection is active', async () => {
    mockApi({ [STATUS]: status(['darkweb', 'chrome', 'email', 'phone'], true) });
    const { store } = renderWithProviders(<OnboardingReminder />, { route: '/dashboard' });
    const read = getOnboardingStatusApi.endpoints.getOnboardingStatus.select();
    await waitFor(() => expect(read(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays hidden when the status cannot be read', async () => {
    mockApi({ [STATUS]: [500, { detail: 'Server error' }] });
    const { store } = renderWithProviders(<OnboardingReminder />, { route: '/dashboard' });
    const read = getOnboardingStatusApi.endpoints.getOnboardingStatus.select();
    await waitFor(() => expect(read(store.getState()).isError).toBe(true));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("hides for the session with 'Not now'", async () => {
    mockApi({ [STATUS]: status(['darkweb']) });
    const { user, unmount } = renderWithProviders(<OnboardingReminder />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Not now: hide this reminder' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(REMINDER_DISMISSED_KEY)).toBe('true');
    unmount();

    const { store } = renderWithProviders(<OnboardingReminder />, { route: '/dashboard' });
    const read = getOnboardingStatusApi.endpoints.getOnboardingStatus.select();
    await waitFor(() => expect(read(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
