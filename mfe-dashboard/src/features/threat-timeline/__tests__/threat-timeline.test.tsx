import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { threatEventFixture, trackedEventNames } from '../../../testing/fixtures';
import type { ThreatEvent } from '../api/get-threat-events';
import { ThreatTimeline } from '../components/threat-timeline';

const EVENTS = 'GET /threats/api/events/';
const MINUTE = 60_000;

/** `total` events, newest first, detected one minute apart, served 20 a page as the server does. */
function eventsServer(total: number, overrides: (index: number) => Partial<ThreatEvent> = () => ({})) {
  const events = Array.from({ length: total }, (_, index) =>
    threatEventFixture({
      id: total - index,
      threat_id: `threat-${total - index}`,
      description: `Event number ${total - index}`,
      detected_at: new Date(Date.now() - (index + 5) * MINUTE).toISOString(),
      ...overrides(index),
    }),
  );
  const handler: MockHandler = ({ url }) => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('page_size'));
    const results = events.slice((page - 1) * size, page * size);
    const next = page * size < total ? `/threats/api/events/?page=${page + 1}&page_size=${size}` : null;
    return [200, { count: total, next, previous: null, results }];
  };
  return handler;
}

const shownEvents = () =>
  within(screen.getByRole('list', { name: 'Threat events' })).getAllByRole('listitem');
const eventRequests = (requests: { path: string }[]) =>
  requests.filter(({ path }) => path === '/threats/api/events/');

afterEach(() => {
  jest.useRealTimers();
  delete (window as { Intercom?: unknown }).Intercom;
  delete (window as { lifeguardMessengerAppId?: string }).lifeguardMessengerAppId;
});

describe('threat timeline (spec 001 §2, §9)', () => {
  it('is titled Activity and shows 5 events, then 5 more per Load More, fetching page 2 when needed', async () => {
    const requests = mockApi({ [EVENTS]: eventsServer(23) });
    const { user } = renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    expect(screen.getByRole('region', { name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByText('Event number 23')).toBeInTheDocument();
    expect(shownEvents()).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shownEvents()).toHaveLength(10);
    expect(eventRequests(requests)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shownEvents()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Event number 1')).toBeInTheDocument();
    expect(shownEvents()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(eventRequests(requests)).toHaveLength(2);
    expect(await trackedEventNames(requests)).toEqual([
      'threat timeline viewed',
      'threat timeline load more',
      'threat timeline load more',
      'threat timeline load more',
      'threat timeline load more',
    ]);
  });

  it('asks the server for page 1 then page 2, 20 events a page', async () => {
    const pages: string[] = [];
    const serve = eventsServer(23);
    mockApi({
      [EVENTS]: (request) => {
        pages.push(request.url.search);
        return serve(request);
      },
    });
    const { user } = renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    await screen.findByText('Event number 23');
    for (let click = 0; click < 4; click += 1) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
    }
    await screen.findByText('Event number 1');
    expect(pages).toEqual(['?page=1&page_size=20', '?page=2&page_size=20']);
  });

  it('shows each event with its type, severity, truncated description, relative time and verdict', async () => {
    mockApi({
      [EVENTS]: eventsServer(2, (index) =>
        index === 0
          ? {
              threat_type: 'phishing',
              severity: 'critical',
              description: 'Blocked a fake PayPal sign-in page that asked for your card number and PIN',
            }
          : {
              threat_type: 'webpage',
              severity: 'info',
              threat_category: 'safe',
              description: 'Checked a page',
            },
      ),
    });
    renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    const [threat, safe] = await screen.findAllByRole('listitem');
    expect(within(threat!).getByRole('heading', { level: 3 })).toHaveTextContent('Phishing attempt');
    expect(threat).toHaveTextContent('Severity: Critical');
    // The whole description is the cut one's tooltip (issue 33 item 4).
    expect(
      within(threat!).getByText('Blocked a fake PayPal sign-in page that asked for your card…'),
    ).toHaveAccessibleDescription(
      'Blocked a fake PayPal sign-in page that asked for your card number and PIN',
    );
    expect(threat).toHaveTextContent('5 minutes ago');
    const detected = within(threat!).getByText('5 minutes ago');
    expect(detected).toHaveAttribute('tabindex', '0');
    expect(detected).toHaveAccessibleDescription(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(detected.getAttribute('datetime') ?? ''),
      ),
    );
    expect(threat).toHaveTextContent('Threat detected');
    expect(within(threat!).getByRole('link', { name: /Give feedback/ })).toHaveAttribute(
      'href',
      '/threat-feedback?threat_id=threat-2',
    );
    expect(safe).toHaveTextContent('Dangerous website');
    expect(safe).toHaveTextContent('6 minutes ago');
    expect(safe).toHaveTextContent('Checked: no threat found');
  });

  it('opens the Gmail message of a Gmail-sourced email threat in a new tab (spec 001 §7)', async () => {
    const gmail = 'https://mail.google.com/mail/u/0/#inbox/18c2f0a';
    mockApi({
      [EVENTS]: eventsServer(2, (index) =>
        index === 0
          ? {
              threat_type: 'email',
              source_system: 'email_scanner',
              threat_data: { gmail_message_url: gmail },
            }
          : { threat_type: 'email', source_system: 'email_scanner', threat_data: {} },
      ),
    });
    renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    const [fromGmail, other] = await screen.findAllByRole('listitem');
    const link = within(fromGmail!).getByRole('link', { name: 'Open in Gmail (opens in a new tab)' });
    expect(link).toHaveAttribute('href', gmail);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(other!).queryByRole('link', { name: /Gmail/ })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    mockApi({ [EVENTS]: eventsServer(0) });
    renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    expect(
      await screen.findByText(
        'No threats detected yet. When Lifeguard blocks something, it will show up here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('refreshes every 5 minutes', async () => {
    jest.useFakeTimers();
    const requests = mockApi({ [EVENTS]: eventsServer(3) });
    renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    await screen.findByText('Event number 3');
    await act(async () => void jest.advanceTimersByTime(299_000));
    expect(eventRequests(requests)).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(1_000));
    expect(eventRequests(requests)).toHaveLength(2);
  });
});

describe('threat timeline error view (spec 001 §8)', () => {
  function failingThenWorking() {
    let fail = true;
    const serve = eventsServer(1);
    const requests = mockApi({
      [EVENTS]: (request) => (fail ? [500, { detail: 'boom' }] : serve(request)),
    });
    return { requests, recover: () => (fail = false) };
  }

  it('offers Try Again, which loads the timeline', async () => {
    const { recover } = failingThenWorking();
    const { user } = renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to Load Threats');
    expect(alert).toHaveTextContent(
      'We encountered an issue while loading your threat timeline. Please try again.',
    );
    recover();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Event number 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Contact Support opens the support messenger', async () => {
    const show = jest.fn();
    Object.assign(window, { lifeguardMessengerAppId: 'app-1', Intercom: show });
    failingThenWorking();
    const { user } = renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Contact Support' }));
    expect(show).toHaveBeenCalledWith('show');
  });

  it('Contact Support opens the support request form where no messenger is configured (issue 33)', async () => {
    const open = jest.spyOn(window, 'open');
    mockApi({
      [EVENTS]: [500, { detail: 'boom' }, { 'x-request-id': '4f1c2d3e-aaaa-bbbb-cccc-0123456789ab' }],
    });
    const { user } = renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Contact Support' }));
    // The failed request's id and this page go with it, for the form's diagnostic details.
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/contact-support?request_id=4f1c2d3e-aaaa-bbbb-cccc-0123456789ab&page=%2Fdashboard',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('Contact Support names no request when the failed answer gave no id', async () => {
    failingThenWorking();
    const { user } = renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Contact Support' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact-support\?page=%2Fdashboard$/);
  });
});
